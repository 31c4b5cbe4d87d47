// weft: test emptyPollThrows passed
// weft: test expectedButNotThrown failed assertion
// weft: test wrongExceptionThrown failed exception
// weft: test handoffSeesValue passed
// weft: test ignored skipped
// weft: test afterRunsAfterFailure failed assertion
// Covers: JUnit 4: expected= passes when the test throws that exception (or a subclass) and fails with
// "Expected exception: ..." when it throws nothing; a different exception fails the test as that exception;
// @Before/@After run around each test (the @After check fails a test whose @Before did not run first);
// @Ignore skips; a test failing inside a lock-based handoff between threads would be found on some interleaving.
package junit4;

import java.util.ArrayDeque;
import java.util.NoSuchElementException;
import org.junit.After;
import org.junit.AfterClass;
import org.junit.Assert;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Ignore;
import org.junit.Test;

public class QueueTest {
    static int classSetUps;
    private ArrayDeque<Integer> queue;
    private boolean failInAfter;

    @BeforeClass
    public static void setUpClass() {
        classSetUps++;
    }

    @AfterClass
    public static void tearDownClass() {
        Assert.assertEquals(1, classSetUps);
    }

    @Before
    public void setUp() {
        queue = new ArrayDeque<>();
    }

    @After
    public void tearDown() {
        if (queue == null) {
            throw new AssertionError("@Before did not run before @After");
        }
        if (failInAfter) {
            throw new AssertionError("@After ran after the test and failed it");
        }
    }

    @Test(expected = NoSuchElementException.class)
    public void emptyPollThrows() {
        queue.remove();
    }

    @Test(expected = NoSuchElementException.class)
    public void expectedButNotThrown() {
        queue.add(1);
        queue.remove();
    }

    @Test(expected = NoSuchElementException.class)
    public void wrongExceptionThrown() {
        throw new IllegalStateException("not the expected exception");
    }

    @Test
    public void handoffSeesValue() throws InterruptedException {
        Thread producer = new Thread(() -> {
            synchronized (this) {
                queue.add(42);
                notifyAll();
            }
        });
        producer.start();
        synchronized (this) {
            while (queue.isEmpty()) {
                wait();
            }
            Assert.assertEquals(42, queue.peek());
        }
        producer.join();
    }

    @Ignore("skipped on purpose")
    @Test
    public void ignored() {
        throw new IllegalStateException("an ignored test ran");
    }

    @Test
    public void afterRunsAfterFailure() {
        failInAfter = true;
    }
}
