// weft: expect ok
// Covers: FileCounterLostUpdate with the read and the write of the temporary file inside one lock: no increment is lost on any schedule. The counter has a fixed name, is created with CREATE_NEW and deleted at the end: the temporary directory is part of the explored state, restored when the search backtracks, so every path finds it absent again (were writes kept across paths, the second path would throw FileAlreadyExistsException).
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class FileCounterLocked {
    static final Object lock = new Object();

    static void increment(Path counter) {
        synchronized (lock) {
            try {
                int n = Integer.parseInt(Files.readString(counter));
                Files.writeString(counter, Integer.toString(n + 1));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Path counter = Path.of(System.getProperty("java.io.tmpdir"), "weft-file-counter-locked.txt");
        Files.writeString(counter, "0", StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
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
