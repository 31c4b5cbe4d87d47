// weft: expect deadlock
// Covers: one-slot buffer with while-guarded wait() but notify() instead of notifyAll(), 2 producers and 2 consumers of one item each; e.g. both consumers wait, producer 1 fills and wakes consumer 1, producer 2 waits (full), consumer 1 empties and its notify wakes consumer 2 (not producer 2), consumer 2 waits again: producer 2 and consumer 2 wait forever and main is in join (deadlock, reachable even with FIFO wake-up); on every schedule that completes each consumer got one of the values 1 and 2, so main's sum check holds.
public class ProducerConsumerNotify {
    static final class Slot {
        private boolean full;
        private int value;

        synchronized void put(int v) throws InterruptedException {
            while (full) {
                wait();
            }
            value = v;
            full = true;
            notify();
        }

        synchronized int take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            notify();
            return value;
        }
    }

    static final Slot slot = new Slot();
    static final int[] taken = new int[2];

    static final class Producer extends Thread {
        private final int item;

        Producer(int item) {
            this.item = item;
        }

        @Override
        public void run() {
            try {
                slot.put(item);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static final class Consumer extends Thread {
        private final int id;

        Consumer(int id) {
            this.id = id;
        }

        @Override
        public void run() {
            try {
                taken[id] = slot.take();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] all = { new Producer(1), new Producer(2), new Consumer(0), new Consumer(1) };
        for (Thread t : all) {
            t.start();
        }
        for (Thread t : all) {
            t.join();
        }
        assert taken[0] + taken[1] == 3 : "an item was lost or duplicated";
        System.out.println("sum = " + (taken[0] + taken[1]));
    }
}
