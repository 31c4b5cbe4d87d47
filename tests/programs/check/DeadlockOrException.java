// weft: expect deadlock
// weft: expect exception java.lang.IllegalStateException
// Covers: t1 sets a volatile started flag and then locks A then B; t2 first throws IllegalStateException if it sees started (then it holds no lock and t1 finishes alone), otherwise locks B then A; so one family of schedules ends in an uncaught IllegalStateException and another in the A/B lock-order deadlock (main in join), and nothing else can fail.
public class DeadlockOrException {
    static final Object A = new Object();
    static final Object B = new Object();
    static volatile boolean started;
    static int work;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            started = true;
            synchronized (A) {
                synchronized (B) {
                    work++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            if (started) {
                throw new IllegalStateException("t1 got there first");
            }
            synchronized (B) {
                synchronized (A) {
                    work++;
                }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("work = " + work);
    }
}
