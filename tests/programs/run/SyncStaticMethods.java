// weft: expect exit 0
// Covers: static synchronized methods (lock on the Class object), synchronized (X.class) blocks sharing that lock, reentrant locking (synchronized method calling another synchronized method on the same monitor), Thread.holdsLock, several threads, totals printed after join
public class SyncStaticMethods {
    private static int total = 0;
    private static int reentrantDepth = 0;

    static synchronized void add(int v) {
        total += v;
    }

    static synchronized void addTwiceReentrant(int v) {
        reentrantDepth = Math.max(reentrantDepth, Thread.holdsLock(SyncStaticMethods.class) ? 1 : 0);
        add(v);
        add(v);
    }

    static void addViaBlock(int v) {
        synchronized (SyncStaticMethods.class) {
            total += v;
        }
    }

    static synchronized int read() {
        return total;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20; k++) {
                    switch (id) {
                        case 0 -> add(1);
                        case 1 -> addTwiceReentrant(10);
                        default -> addViaBlock(100);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("total = " + read());
        System.out.println("held lock inside static synchronized: " + (reentrantDepth == 1));
        System.out.println("holds lock in main: " + Thread.holdsLock(SyncStaticMethods.class));
        synchronized (SyncStaticMethods.class) {
            System.out.println("holds lock in block: " + Thread.holdsLock(SyncStaticMethods.class));
            synchronized (SyncStaticMethods.class) {
                add(5);
            }
        }
        System.out.println("final total = " + read());
    }
}
