// Message passing (MP) through the atomic classes' plain accessors: AtomicIntegerArray.setPlain/
// getPlain for the data and AtomicBoolean.setPlain/getPlain for the flag are plain accesses
// (racy, no ordering), so the reader may see the flag set and the data still unwritten:
// f=1 d=0 is ALLOWED, as with plain fields (MessagePassingPlain).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class MessagePassingAtomicPlain {
    static final AtomicIntegerArray data = new AtomicIntegerArray(1);
    static final AtomicBoolean flag = new AtomicBoolean();

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            data.setPlain(0, 1);
            flag.setPlain(true);
        });
        Thread reader = new Thread(() -> {
            seen[0] = flag.getPlain() ? 1 : 0;
            seen[1] = data.getPlain(0);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
