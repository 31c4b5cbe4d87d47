// weft: expect exception java.lang.ArrayIndexOutOfBoundsException
// weft: expect deadlock
// Covers: Piper (pipe with "if" around wait, 1 producer / 2 consumers) -- both consumers can wait on an empty pipe; one put's notifyAll wakes both, the first takes the item and the second, not re-checking, does buf[--count] with count 0 (AIOOBE, count left at -1). With a spurious wakeup (JLS 17.2.1) a consumer can also underflow before any put; the producer's next put then throws too without notifying, and the other consumer, waiting on the empty pipe, waits forever (deadlock). All state is under the pipe's lock: no race.
public class PiperIf {
    private final int[] buf = new int[2];
    private int count;

    synchronized void put(int v) throws InterruptedException {
        while (count == buf.length) wait();
        buf[count++] = v;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        if (count == 0) wait();
        int v = buf[--count];
        notifyAll();
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        PiperIf pipe = new PiperIf();
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
