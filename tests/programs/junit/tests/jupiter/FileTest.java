// weft: test writesAFile error
// weft: test afterTheError passed
// Covers: a test that needs something weft does not model (writing a file) is reported as an error of that test
// alone, with weft's message; the next test of the class is still checked.
package jupiter;

import java.io.FileOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class FileTest {
    @Test
    void writesAFile() throws IOException {
        try (FileOutputStream out = new FileOutputStream("weft-file-test.tmp")) {
            out.write(1);
        }
    }

    @Test
    void afterTheError() {}
}
