// weft: expect exit 0
// Covers: time passes while a thread spins (weft run's virtual clock advances with the steps threads run): Thread.sleep while another thread spins on a volatile flag (a bare loop, Thread.yield, Thread.onSpinWait), Thread.join with a timeout on a spinning thread, a spinning daemon thread while main sleeps, busy-waits on System.nanoTime and System.currentTimeMillis while another thread spins
public class SpinWhileSleeping {
    static volatile boolean running;
    static volatile long spins;

    interface SpinBody {
        void spin();
    }

    static Thread spinner(String name, SpinBody body) {
        running = true;
        Thread t = new Thread(() -> {
            while (running) {
                body.spin();
            }
        }, name);
        t.start();
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        // The worker is always runnable; main's sleep still ends.
        Thread bare = spinner("bare", () -> { });
        Thread.sleep(5);
        running = false;
        bare.join();
        System.out.println("bare spin: main woke, spinner alive=" + bare.isAlive());

        Thread yielding = spinner("yielding", Thread::yield);
        Thread.sleep(5);
        running = false;
        yielding.join();
        System.out.println("yield spin: main woke");

        Thread spinWait = spinner("spin-wait", Thread::onSpinWait);
        Thread.sleep(5);
        running = false;
        spinWait.join();
        System.out.println("onSpinWait spin: main woke");

        // Both spin for a while: main until the worker has started spinning.
        Thread counting = spinner("counting", () -> spins++);
        while (spins < 10) {
            Thread.onSpinWait();
        }
        Thread.sleep(3);
        Thread.sleep(3);
        running = false;
        counting.join();
        System.out.println("counting spin: slept twice after the worker spun");

        // join(ms) times out while the joined thread spins.
        Thread joined = spinner("joined", () -> { });
        joined.join(5);
        System.out.println("join(5) on a spinner returned, alive=" + joined.isAlive());
        running = false;
        joined.join();
        System.out.println("join after stop: alive=" + joined.isAlive());

        // Main busy-waits on the clock while another thread spins.
        Thread other = spinner("other", () -> { });
        long end = System.nanoTime() + 5_000_000L;
        int reads = 0;
        while (System.nanoTime() < end) {
            reads++;
        }
        long endMillis = System.currentTimeMillis() + 5;
        while (System.currentTimeMillis() < endMillis) {
            reads++;
        }
        running = false;
        other.join();
        System.out.println("nanoTime and currentTimeMillis busy-waits ended: " + (reads > 0));

        // A thread spinning forever does not keep main asleep; as a daemon it does not keep the
        // program alive either.
        Thread daemon = new Thread(() -> {
            while (true) {
                Thread.onSpinWait();
            }
        }, "daemon-spinner");
        daemon.setDaemon(true);
        daemon.start();
        Thread.sleep(5);
        System.out.println("main ends while a daemon spins: " + daemon.isAlive());
    }
}
