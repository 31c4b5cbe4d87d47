// weft: test lockOrderInversion failed deadlock
// weft: test divideByZero passed
// weft: test disabled skipped
// weft: test methodLifecycle passed
// Covers: TestNG: two threads taking two locks in opposite orders deadlock on some interleaving; expectedExceptions
// accepts the thrown ArithmeticException; enabled = false skips; @BeforeMethod/@AfterMethod run around the test;
// the (instance, as usual in TestNG) @BeforeClass runs on the test's instance before @BeforeMethod, @AfterClass last.
package testng;

import org.testng.annotations.AfterClass;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

public class LockTest {
    private boolean classReady;
    private final Object first = new Object();
    private final Object second = new Object();
    private int stage;

    @BeforeClass
    public void beforeClass() {
        if (stage != 0) {
            throw new AssertionError("@BeforeClass ran after @BeforeMethod");
        }
        classReady = true;
    }

    @AfterClass
    public void afterClass() {
        if (stage != 3) {
            throw new AssertionError("@AfterClass ran before @AfterMethod");
        }
    }

    @BeforeMethod
    public void beforeMethod() {
        if (!classReady) {
            throw new AssertionError("@BeforeClass did not run first");
        }
        stage = 1;
    }

    @AfterMethod
    public void afterMethod() {
        if (stage != 2 && stage != 1) {
            throw new AssertionError("unexpected stage " + stage);
        }
        stage = 3;
    }

    @Test
    public void lockOrderInversion() throws InterruptedException {
        Thread other = new Thread(() -> {
            synchronized (second) {
                synchronized (first) {
                    stage = 2;
                }
            }
        });
        other.start();
        synchronized (first) {
            synchronized (second) {
                stage = 2;
            }
        }
        other.join();
    }

    @Test(expectedExceptions = ArithmeticException.class)
    public void divideByZero() {
        int zero = stage - 1;
        System.out.println(10 / zero);
    }

    @Test(enabled = false)
    public void disabled() {
        throw new IllegalStateException("a disabled test ran");
    }

    @Test
    public void methodLifecycle() {
        if (stage != 1) {
            throw new AssertionError("@BeforeMethod did not run");
        }
        stage = 2;
    }
}
