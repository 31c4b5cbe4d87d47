// weft: expect exit 0
// Covers: interrupting a sleeping thread (InterruptedException "sleep interrupted" caught, interrupt status cleared), interrupting a thread blocked in wait(), Thread.interrupted() clears the flag, isInterrupted() does not, interrupt before sleep makes sleep throw at once; results printed after join
public class ThreadInterrupt {
    public static void main(String[] args) throws InterruptedException {
        String[] report = new String[2];
        Thread sleeper = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(10_000);
                } catch (InterruptedException e) {
                    report[0] = "caught: " + e.getMessage() + ", flag after catch: " + Thread.currentThread().isInterrupted();
                    return;
                }
            }
        }, "sleeper");
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();
        System.out.println(report[0]);
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (true) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        report[1] = "waiter interrupted, holds lock: " + Thread.holdsLock(lock);
                        return;
                    }
                }
            }
        }, "waiter");
        waiter.start();
        waiter.interrupt();
        waiter.join();
        System.out.println(report[1]);
        Thread me = Thread.currentThread();
        me.interrupt();
        System.out.println("isInterrupted: " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(5);
            System.out.println("not reached");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep threw: " + e.getMessage() + " flag=" + me.isInterrupted());
        }
        Thread.sleep(1);
        System.out.println("normal sleep ok");
    }
}
