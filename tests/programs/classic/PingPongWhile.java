// weft: expect ok
// Covers: PingPong, fixed -- wait is in a "while (turn != me)" loop, so a spurious or early wakeup re-checks the condition; ping sets turn=1 and notifies under the lock, so pong always gets to run (no lost wakeup), and turn is only accessed under the lock, so no race.
public class PingPongWhile {
    static final Object lock = new Object();
    static int turn = 0;

    static void play(int me) {
        synchronized (lock) {
            while (turn != me) {
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
