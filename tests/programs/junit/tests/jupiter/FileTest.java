// weft: test readsAFile error
// weft: test afterTheError passed
// Covers: a test that needs something weft does not model (reading a file) is reported as an error of that test
// alone, with weft's message; the next test of the class is still checked.
package jupiter;

import java.io.FileInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class FileTest {
    @Test
    void readsAFile() throws IOException {
        try (FileInputStream in = new FileInputStream("/etc/hostname")) {
            in.read();
        }
    }

    @Test
    void afterTheError() {}
}
