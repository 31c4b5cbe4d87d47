// weft: expect assertion
// weft: expect exception java.lang.NumberFormatException
// Covers: a counter kept in a temporary file: two threads each read it (Files.readString) and write back one more (Files.writeString) without a lock. If both read 0 before either writes, one increment is lost and main's `assert` after joining both fails. And Files.writeString truncates the file when it opens it and writes after that, as on the JVM (O_TRUNC, then write): a thread reading in between reads "" and Integer.parseInt throws NumberFormatException. Each file operation is one atomic step with happens-before between them (like a system call), so there is no data race; the file's contents are part of the explored state, so every path starts again from a fresh file.
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class FileCounterLostUpdate {
    static void increment(Path counter) {
        try {
            int n = Integer.parseInt(Files.readString(counter));
            Files.writeString(counter, Integer.toString(n + 1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Path counter = Files.createTempFile("weft-counter", ".txt");
        Files.writeString(counter, "0");
        Thread a = new Thread(() -> increment(counter));
        Thread b = new Thread(() -> increment(counter));
        a.start();
        b.start();
        a.join();
        b.join();
        int total = Integer.parseInt(Files.readString(counter));
        Files.delete(counter);
        assert total == 2 : "lost update: " + total;
    }
}
