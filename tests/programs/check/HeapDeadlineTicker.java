// weft: expect ok
// Covers: a worker keeps its next deadline in a field of an object and moves it one period on at each tick, waiting on a monitor with a timeout until the deadline; main stops it with a volatile flag after a sleep. Each tick's deadline is the clock plus a period, so with times in objects counted relative to the clock (as times in frames are) the ticks reach a fixed point: before, every tick was a new state (875,889 states and incomplete at 3 GB).
public class HeapDeadlineTicker {
    static final class Schedule {
        long next;
    }

    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        Thread worker = new Thread(() -> {
            Schedule s = new Schedule();
            s.next = System.nanoTime();
            while (!stop) {
                long wait = s.next - System.nanoTime();
                if (wait > 0) {
                    synchronized (lock) {
                        try {
                            lock.wait(wait / 1_000_000 + 1);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    continue;
                }
                s.next += 5_000_000;
            }
        });
        worker.start();
        Thread.sleep(20);
        stop = true;
        worker.join();
    }
}
