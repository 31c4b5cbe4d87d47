// weft: expect assertion
// weft: expect race WrongLock.count
// Covers: WrongLock -- each worker synchronizes on its OWN Runnable (synchronized(this)) before incrementing the shared static count; the two locks are different objects, so the increments are neither exclusive nor ordered: race on count, and a lost update makes main's assert count == 2 fail.
public class WrongLock implements Runnable {
    static int count;

    @Override
    public void run() {
        synchronized (this) {
            int c = count;
            count = c + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(new WrongLock());
        Thread t2 = new Thread(new WrongLock());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
