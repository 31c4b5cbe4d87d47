// weft: expect ok
// Covers: synchronizing on a reassigned field, fixed -- the three threads lock one final lock object, so the Integer increments are exclusive and ordered: count is 1003 after the joins, no race.
public class SyncOnFinalLock {
    static final Object lock = new Object();
    static Integer count = 1000;

    static void inc() {
        synchronized (lock) {
            count = count + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(SyncOnFinalLock::inc);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert count == 1003 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
