// weft: expect exit 0
// Covers: an exception thrown inside a synchronized block or synchronized method releases the monitor (other threads can then acquire it), nested synchronized blocks on two different monitors acquired in a consistent order, exception propagated out of a synchronized method caught by the caller thread
public class MonitorReleaseOnException {
    private int value = 0;

    synchronized void failingUpdate(int v) {
        value = v;
        if (v < 0) {
            throw new IllegalArgumentException("negative " + v);
        }
    }

    synchronized int read() {
        return value;
    }

    public static void main(String[] args) throws InterruptedException {
        MonitorReleaseOnException m = new MonitorReleaseOnException();
        Object lockA = new Object();
        Object lockB = new Object();
        String[] results = new String[3];
        Thread t1 = new Thread(() -> {
            try {
                m.failingUpdate(-1);
            } catch (IllegalArgumentException e) {
                results[0] = "t1 caught " + e.getMessage() + ", holds monitor: " + Thread.holdsLock(m);
            }
        });
        Thread t2 = new Thread(() -> {
            try {
                synchronized (lockA) {
                    throw new IllegalStateException("inside block");
                }
            } catch (IllegalStateException e) {
                results[1] = "t2 caught " + e.getMessage() + ", holds lockA: " + Thread.holdsLock(lockA);
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        Thread t3 = new Thread(() -> {
            synchronized (lockA) {
                synchronized (lockB) {
                    m.failingUpdate(7);
                    results[2] = "t3 acquired both, value=" + m.read();
                }
            }
        });
        t3.start();
        t3.join();
        for (String r : results) {
            System.out.println(r);
        }
        synchronized (lockA) {
            synchronized (lockB) {
                System.out.println("main acquired both, value=" + m.read());
            }
        }
    }
}
