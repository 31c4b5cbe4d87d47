/**
 * Main sleeps while a worker spins on a volatile flag, counting its spins. How far the worker
 * gets depends on the schedule and on how virtual time passes with the steps threads run; under
 * `weft run` it must be the same on every run (crates/weft-cli/tests/cli.rs,
 * `time_passes_while_a_thread_spins`).
 */
public class SpinSleepClock {
    static volatile boolean running = true;
    static volatile long spins;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (running) {
                spins++;
            }
        });
        worker.start();
        long start = System.nanoTime();
        Thread.sleep(5);
        long slept = System.nanoTime() - start;
        running = false;
        worker.join();
        System.out.println("spins=" + spins + " slept=" + slept);
    }
}
