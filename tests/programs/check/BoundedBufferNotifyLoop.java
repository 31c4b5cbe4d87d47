// weft: expect deadlock
// Covers: a one-slot buffer whose put and take wait in a loop and wake one waiter with notify (not notifyAll); two producers and two consumers loop forever. A producer's notify can wake the other producer instead of a consumer, and then every thread waits: the lost-wakeup deadlock of JPF's BoundedBuffer example, in a state space that is one large cycle (the threads loop forever).
public class BoundedBufferNotifyLoop {
    static final class Buffer {
        private boolean full;

        synchronized void put() throws InterruptedException {
            while (full) {
                wait();
            }
            full = true;
            notify();
        }

        synchronized void take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            notify();
        }
    }

    public static void main(String[] args) {
        Buffer buffer = new Buffer();
        for (int i = 0; i < 2; i++) {
            new Thread(() -> {
                try {
                    while (true) {
                        buffer.put();
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }).start();
            new Thread(() -> {
                try {
                    while (true) {
                        buffer.take();
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }).start();
        }
    }
}
