// weft: expect ok
// Covers: Piper, fixed -- take() re-checks count in a while loop, so a consumer only proceeds when an item is there; the producer puts 2 items and each put notifies all, so both consumers always get one; all state is under the lock: no race, no exception, no deadlock.
public class PiperWhile {
    private final int[] buf = new int[2];
    private int count;

    synchronized void put(int v) throws InterruptedException {
        while (count == buf.length) wait();
        buf[count++] = v;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (count == 0) wait();
        int v = buf[--count];
        notifyAll();
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        PiperWhile pipe = new PiperWhile();
        Thread p = new Thread(() -> { try { pipe.put(1); pipe.put(2); } catch (InterruptedException e) { } });
        Thread c1 = new Thread(() -> { try { pipe.take(); } catch (InterruptedException e) { } });
        Thread c2 = new Thread(() -> { try { pipe.take(); } catch (InterruptedException e) { } });
        c1.start();
        c2.start();
        p.start();
        c1.join();
        c2.join();
        p.join();
        System.out.println("count " + pipe.count);
    }
}
