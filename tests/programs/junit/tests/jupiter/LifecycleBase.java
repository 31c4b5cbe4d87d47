// Covers: the superclass of LifecycleTest; its lifecycle methods run around the subclass's (before: first, after: last).
package jupiter;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

abstract class LifecycleBase {
    static final StringBuilder LOG = new StringBuilder();

    static void log(String step) {
        LOG.append(LOG.length() == 0 ? "" : ",").append(step);
    }

    @BeforeAll
    static void baseBeforeAll() {
        log("baseBeforeAll");
    }

    @BeforeEach
    void baseBeforeEach() {
        log("baseBeforeEach");
    }

    @AfterEach
    void baseAfterEach() {
        log("baseAfterEach");
    }

    @AfterAll
    static void baseAfterAll() {
        log("baseAfterAll");
        String expected = "baseBeforeAll,beforeAll,constructor,baseBeforeEach,beforeEach,test,afterEach,baseAfterEach,afterAll,baseAfterAll";
        if (!LOG.toString().equals(expected)) {
            throw new AssertionError("lifecycle order was " + LOG);
        }
    }
}
