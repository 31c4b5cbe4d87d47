// weft: expect exit 0
// Covers: wait/notifyAll producer-consumer over a bounded buffer guarded by a monitor (while-loop condition checks), one producer and one consumer (FIFO order preserved), then two producers/two consumers with totals, poison-pill termination; output printed after joins is identical under every interleaving
import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

public class ProducerConsumer {
    static class Buffer {
        private final LinkedList<Integer> items = new LinkedList<>();
        private final int capacity;

        Buffer(int capacity) {
            this.capacity = capacity;
        }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) {
                wait();
            }
            items.addLast(v);
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) {
                wait();
            }
            int v = items.removeFirst();
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buf = new Buffer(2);
        List<Integer> received = new ArrayList<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 10; i++) {
                    buf.put(i);
                }
                buf.put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                while (true) {
                    int v = buf.take();
                    if (v < 0) {
                        break;
                    }
                    received.add(v);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("received in order: " + received);
        Buffer shared = new Buffer(1);
        long[] sums = new long[2];
        int[] counts = new int[2];
        Thread[] producers = new Thread[2];
        Thread[] consumers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = p * 100;
            producers[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= 5; i++) {
                        shared.put(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    while (true) {
                        int v = shared.take();
                        if (v < 0) {
                            break;
                        }
                        sums[id] += v;
                        counts[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : producers) {
            t.start();
        }
        for (Thread t : consumers) {
            t.start();
        }
        for (Thread t : producers) {
            t.join();
        }
        shared.put(-1);
        shared.put(-1);
        for (Thread t : consumers) {
            t.join();
        }
        System.out.println("total consumed = " + (sums[0] + sums[1]) + " items = " + (counts[0] + counts[1]));
    }
}
