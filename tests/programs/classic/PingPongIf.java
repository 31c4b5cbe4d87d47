// weft: expect assertion
// Covers: PingPong with "if" instead of "while" around wait -- pong waits with a single "if (turn != 1) wait()"; a spurious wakeup (allowed by JLS 17.2.1, and explored by weft) lets pong proceed while turn is still 0, so its assert fails. All accesses to turn hold the lock, so no race; ping never waits, so no deadlock.
public class PingPongIf {
    static final Object lock = new Object();
    static int turn = 0;

    static void play(int me) {
        synchronized (lock) {
            if (turn != me) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
            assert turn == me : "played out of turn: " + me;
            turn = 1 - me;
            lock.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ping = new Thread(() -> play(0));
        Thread pong = new Thread(() -> play(1));
        ping.start();
        pong.start();
        ping.join();
        pong.join();
        System.out.println("turn " + turn);
    }
}
