// weft: expect ok
// Covers: WrongLock, fixed -- both workers synchronize on the class object (one shared lock), so the increments are exclusive and ordered, count is always 2 after the joins, no race.
public class WrongLockFixed implements Runnable {
    static int count;

    @Override
    public void run() {
        synchronized (WrongLockFixed.class) {
            int c = count;
            count = c + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(new WrongLockFixed());
        Thread t2 = new Thread(new WrongLockFixed());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
