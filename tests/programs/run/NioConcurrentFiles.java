// weft: expect exit 0
// Covers: two threads use the file system at once: both read the same existing file (the JDK's conf/logging.properties) with Files.readAllLines and Files.lines, each writes its own temporary file and one appends to a shared one under a lock; after joining, main reads everything back (the output does not depend on the schedule)
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class NioConcurrentFiles {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        Path logging = Path.of(System.getProperty("java.home"), "conf", "logging.properties");
        Path dir = Files.createTempDirectory("weft-concurrent");
        Path shared = dir.resolve("shared.log");
        Files.createFile(shared);
        List<Thread> threads = new ArrayList<>();
        for (String name : List.of("left", "right")) {
            threads.add(new Thread(() -> {
                try {
                    long handlers = Files.readAllLines(logging).stream().filter(l -> l.startsWith("handlers=")).count();
                    long levels;
                    try (var lines = Files.lines(logging)) {
                        levels = lines.filter(l -> l.startsWith(".level=")).count();
                    }
                    Files.writeString(dir.resolve(name + ".txt"), name + " saw " + handlers + " handlers line(s), "
                            + levels + " .level line(s)");
                    synchronized (lock) {
                        Files.writeString(shared, name + "\n", StandardOpenOption.APPEND);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, name));
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println(Files.readString(dir.resolve("left.txt")));
        System.out.println(Files.readString(dir.resolve("right.txt")));
        List<String> appended = new ArrayList<>(Files.readAllLines(shared));
        Collections.sort(appended);
        System.out.println("shared: " + appended);
        for (String name : List.of("left.txt", "right.txt", "shared.log")) {
            Files.delete(dir.resolve(name));
        }
        Files.delete(dir);
    }
}
