// weft: expect no-race
// Covers: an AtomicInteger `state` drives a ping-pong over the plain `data`: the writer writes data then state.set(1); the other thread waits for state.get() == 1, reads and rewrites data, then state.set(2); the writer waits for 2 and reads data. Atomic set/get have volatile write/read semantics, so each handoff is a happens-before edge and the accesses to data are totally ordered.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicIntegerHandshakeOk {
    static final AtomicInteger state = new AtomicInteger();
    static int data;
    static int finalSeen;

    public static void main(String[] args) throws InterruptedException {
        Thread ping = new Thread(() -> {
            data = 1;
            state.set(1);
            while (state.get() != 2) {
                Thread.onSpinWait();
            }
            finalSeen = data;
        });
        Thread pong = new Thread(() -> {
            while (state.get() != 1) {
                Thread.onSpinWait();
            }
            data = data + 10;
            state.set(2);
        });
        ping.start();
        pong.start();
        ping.join();
        pong.join();
        assert finalSeen == 11 : "handoff lost an update";
        System.out.println("finalSeen = " + finalSeen);
    }
}
