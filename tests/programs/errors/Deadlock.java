// Checks: two threads ("alpha", "beta") take two locks in opposite orders, each sleeping while holding
// its first lock, so under weft's default schedule both block forever: exit 1, a report on stderr that
// mentions "deadlock" and both thread names.
public class Deadlock {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("alpha got both");
                }
            }
        }, "alpha");
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println("beta got both");
                }
            }
        }, "beta");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("no deadlock");
    }
}
