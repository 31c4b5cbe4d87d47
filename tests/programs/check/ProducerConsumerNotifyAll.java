// weft: expect ok
// Covers: the one-slot buffer of ProducerConsumerNotify (2 producers, 2 consumers, one item each, while-guarded wait()) with notifyAll(): every state change wakes every waiter, which re-checks its guard, so a thread can only stay waiting if its condition can never become true again, and with equal numbers of puts and takes that never happens: no deadlock; each consumer gets one of the values 1 and 2, so the sum check holds.
public class ProducerConsumerNotifyAll {
    static final class Slot {
        private boolean full;
        private int value;

        synchronized void put(int v) throws InterruptedException {
            while (full) {
                wait();
            }
            value = v;
            full = true;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            notifyAll();
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
