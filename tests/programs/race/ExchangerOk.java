// weft: expect no-race
// Covers: Exchanger swaps two mutable Buffers: each thread fills its own Buffer (plain fields first and count), exchanges it, and then reads and modifies the buffer it received; actions before exchange() happen-before actions after the matching exchange() returns in the other thread, and neither thread touches the buffer it gave away, so the accesses to ExchangerOk$Buffer.first and .count are ordered; main reads after the joins.
import java.util.concurrent.Exchanger;

public class ExchangerOk {
    static final class Buffer {
        int first;
        int count;
    }

    static final Exchanger<Buffer> exchanger = new Exchanger<>();
    static Buffer gotByA;
    static Buffer gotByB;

    static Buffer swap(int seed) {
        Buffer mine = new Buffer();
        mine.first = seed;
        mine.count = 1;
        Buffer theirs;
        try {
            theirs = exchanger.exchange(mine);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        theirs.count++;
        return theirs;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ta = new Thread(() -> gotByA = swap(10));
        Thread tb = new Thread(() -> gotByB = swap(20));
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        assert gotByA.first == 20 && gotByB.first == 10 && gotByA.count == 2 : "exchange lost data";
        System.out.println(gotByA.first + " " + gotByB.first);
    }
}
