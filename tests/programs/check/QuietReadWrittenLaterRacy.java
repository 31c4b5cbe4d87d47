// weft: expect assertion
// Covers: the JDK's reads of its own state run without scheduling points while nobody writes that state once it is shared (docs/design.md, "Reads of the JDK's state nobody writes once shared"), and the search checks it. Here `AbstractMap.SimpleEntry.getValue` (the JDK's code) reads `value` of a shared entry, which the worker's `setValue` later writes: the search that read it quietly sees the write, starts again with the field read at a scheduling point, and finds main's read after the worker's write (the assertion fails on that schedule).
import java.util.AbstractMap;

public class QuietReadWrittenLaterRacy {
    static final AbstractMap.SimpleEntry<String, Integer> ENTRY = new AbstractMap.SimpleEntry<>("k", 0);

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> ENTRY.setValue(1));
        worker.start();
        int seen = ENTRY.getValue();
        worker.join();
        assert seen == 0 : "main read the worker's value " + seen;
    }
}
