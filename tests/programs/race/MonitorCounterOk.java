// weft: expect no-race
// Covers: two threads each increment the plain static count twice, every access inside synchronized (LOCK); each unlock of LOCK happens-before the next lock of LOCK by the other thread, so all accesses to count are totally ordered by happens-before, and main reads count only after joining both (last action -> join).
public class MonitorCounterOk {
    static final Object LOCK = new Object();
    static int count;

    static void work() {
        for (int i = 0; i < 2; i++) {
            synchronized (LOCK) {
                count++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(MonitorCounterOk::work);
        Thread b = new Thread(MonitorCounterOk::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 4 : "lost update under a lock";
        System.out.println("count = " + count);
    }
}
