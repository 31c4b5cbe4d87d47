// weft: expect assertion
// Covers: volatile gives visibility but not atomicity: two threads each do count++ on a volatile int (a volatile read then a volatile write), both can read 0, and main's `assert count == 2` after the joins fails.
public class VolatileIncrement {
    static volatile int count;

    static final class Incrementer implements Runnable {
        @Override
        public void run() {
            count++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(new Incrementer());
        Thread b = new Thread(new Incrementer());
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update on a volatile";
        System.out.println("count = " + count);
    }
}
