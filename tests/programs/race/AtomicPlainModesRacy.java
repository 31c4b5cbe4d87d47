// weft: expect race AtomicPlainModesRacy.data
// Covers: message passing through an AtomicInteger in plain mode: the writer writes the plain `data` and then flag.setPlain(1), the reader reads `data` if flag.getPlain() returns 1; setPlain/getPlain have the memory semantics of plain (non-volatile) accesses, so they create no happens-before and, on the SC execution where the reader sees 1, its read of data is unordered with the write: `data` races (the atomic's own `value` field is JDK-internal and out of scope).
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicPlainModesRacy {
    static final AtomicInteger flag = new AtomicInteger();
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            flag.setPlain(1);
        });
        Thread reader = new Thread(() -> {
            if (flag.getPlain() == 1) {
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
