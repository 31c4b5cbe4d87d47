// weft: expect race ExchangerKeepWritingRacy$Buffer.count
// Covers: Exchanger swaps two mutable Buffers, but thread a keeps writing count of the buffer it gave away; actions before exchange() happen-before actions after the matching exchange() in the other thread, which orders both fills (first, count) before the partner's accesses, but a's write of count after the exchange is unordered with b's read-modify-write of the same Buffer's count, so Buffer.count races and Buffer.first does not.
import java.util.concurrent.Exchanger;

public class ExchangerKeepWritingRacy {
    static final class Buffer {
        int first;
        int count;
    }

    static final Exchanger<Buffer> exchanger = new Exchanger<>();
    static Buffer gotByA;
    static Buffer gotByB;

    static Buffer fill(int seed) {
        Buffer b = new Buffer();
        b.first = seed;
        b.count = 1;
        return b;
    }

    static Buffer exchange(Buffer mine) {
        try {
            return exchanger.exchange(mine);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ta = new Thread(() -> {
            Buffer mine = fill(10);
            gotByA = exchange(mine);
            mine.count = 5; // gave it away: the partner owns it now
        });
        Thread tb = new Thread(() -> {
            Buffer theirs = exchange(fill(20));
            theirs.count++;
            gotByB = theirs;
        });
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        assert gotByA.first == 20 && gotByB.first == 10 : "exchange lost data";
        System.out.println(gotByA.first + " " + gotByB.first + " " + gotByB.count);
    }
}
