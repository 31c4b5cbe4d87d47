// weft: expect ok
// Covers: ProducerConsumer at a larger scale -- one-slot buffer, 2 producers x 2 items and 2 consumers x 2 items, wait in while loops and notifyAll; every put/take completes (a waiter is always woken after each state change), all state is under the lock: no race, deadlock or failure; the consumed sum is always 1+2+3+4.
public class ProducerConsumerBig {
    private int item;
    private boolean full;
    private int consumed;

    synchronized void put(int v) throws InterruptedException {
        while (full) wait();
        item = v;
        full = true;
        notifyAll();
    }

    synchronized void take() throws InterruptedException {
        while (!full) wait();
        full = false;
        consumed += item;
        notifyAll();
    }

    public static void main(String[] args) throws InterruptedException {
        ProducerConsumerBig b = new ProducerConsumerBig();
        Thread[] ts = {
            new Thread(() -> { try { b.put(1); b.put(2); } catch (InterruptedException e) { } }),
            new Thread(() -> { try { b.put(3); b.put(4); } catch (InterruptedException e) { } }),
            new Thread(() -> { try { b.take(); b.take(); } catch (InterruptedException e) { } }),
            new Thread(() -> { try { b.take(); b.take(); } catch (InterruptedException e) { } }),
        };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        assert b.consumed == 10 : "consumed " + b.consumed;
        System.out.println("consumed " + b.consumed);
    }
}
