// weft: test test passed
// Covers: the exact JUnit 5 lifecycle order with a superclass (before-all, constructor, before-each, test,
// after-each, after-all; superclass methods first before and last after); the superclass's last @AfterAll
// asserts the order, so a wrong order fails the test.
package jupiter;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

public class LifecycleTest extends LifecycleBase {
    public LifecycleTest() {
        log("constructor");
    }

    @BeforeAll
    static void beforeAll() {
        log("beforeAll");
    }

    @BeforeEach
    void beforeEach() {
        log("beforeEach");
    }

    @Test
    void test() {
        log("test");
    }

    @AfterEach
    void afterEach() {
        log("afterEach");
    }

    @AfterAll
    static void afterAll() {
        log("afterAll");
    }
}
