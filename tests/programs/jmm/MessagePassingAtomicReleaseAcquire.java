// Message passing (MP) with AtomicInteger.setRelease/getAcquire on the flag and a plain data
// field: the acquire read that sees the release write synchronizes with it, so the data read
// after it cannot see the stale value: f=1 d=0 is FORBIDDEN (allowed with plain accesses,
// MessagePassingPlain). The reader may still miss the flag and read either data value.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
import java.util.concurrent.atomic.AtomicInteger;

public class MessagePassingAtomicReleaseAcquire {
    static int data;
    static final AtomicInteger flag = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            data = 1;
            flag.setRelease(1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = flag.getAcquire();
            seen[1] = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
