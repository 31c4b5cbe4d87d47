// Checks: determinism of schedules. Two threads increment a shared counter 1000 times each without
// synchronization and main prints the total: the default schedule and any fixed --seed must give the
// same output on every run.
public class RacyCounter {
    static int counter;

    public static void main(String[] args) throws Exception {
        Runnable work = () -> {
            for (int i = 0; i < 1000; i++) {
                counter++;
            }
        };
        Thread a = new Thread(work, "a");
        Thread b = new Thread(work, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("total=" + counter);
    }
}
