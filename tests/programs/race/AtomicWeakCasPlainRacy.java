// weft: expect race AtomicWeakCasPlainRacy.data
// Covers: a handoff carried by AtomicInteger.weakCompareAndSetPlain: the writer writes the plain `data` and then moves the state 0 -> 1 with weakCompareAndSetPlain (retrying, since it may fail spuriously), the reader moves it 1 -> 2 with weakCompareAndSetPlain and reads data if that succeeds; the plain weak CAS is atomic but has plain memory semantics (both its read and its write, per VarHandle.weakCompareAndSetPlain), so it creates no happens-before and on the SC execution where the reader's CAS succeeds its read of data is unordered with the write: `data` races.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicWeakCasPlainRacy {
    static final AtomicInteger state = new AtomicInteger();
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            while (!state.weakCompareAndSetPlain(0, 1)) {
                Thread.onSpinWait();
            }
        });
        Thread reader = new Thread(() -> {
            if (state.weakCompareAndSetPlain(1, 2)) {
                seen = data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
