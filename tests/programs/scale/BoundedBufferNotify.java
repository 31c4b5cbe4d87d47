// weft: expect deadlock
// weft: check-args --stop-on-first
// Covers: the shape of Java PathFinder's BoundedBuffer example: a synchronized buffer of capacity 2, four producers and one consumer looping forever, each waiting in a while loop but waking others with notify() instead of notifyAll(); producers and the consumer share one wait set, so a notify can wake a producer when only the consumer could make progress (e.g. the consumer waits on the empty buffer, a producer fills it and its notifies wake only other producers, which find it full and wait): every thread ends up waiting, a deadlock. The only violation: the buffer never over- or underflows (no assertion or exception) and every field is accessed under the buffer's monitor (no race). The program never terminates, so its state space is explored to the first violation (--stop-on-first, as Java PathFinder does; bench/check/run.py measures it both ways).
public class BoundedBufferNotify {
    static final int CAPACITY = 2;
    static final int PRODUCERS = 4;
    static final Object DATA = "fortytwo";

    static final class Buffer {
        private final Object[] slots = new Object[CAPACITY];
        private int in;
        private int out;
        private int count;

        synchronized void put(Object o) throws InterruptedException {
            while (count == slots.length) {
                wait();
            }
            slots[in] = o;
            in = (in + 1) % slots.length;
            count++;
            notify(); // the bug: notifyAll() is needed when producers and consumers share the wait set
        }

        synchronized Object get() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            Object o = slots[out];
            slots[out] = null;
            out = (out + 1) % slots.length;
            count--;
            notify(); // the bug, again
            return o;
        }
    }

    public static void main(String[] args) {
        Buffer buffer = new Buffer();
        for (int i = 0; i < PRODUCERS; i++) {
            new Thread(() -> {
                try {
                    while (true) {
                        buffer.put(DATA);
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }).start();
        }
        new Thread(() -> {
            try {
                while (true) {
                    buffer.get();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }).start();
    }
}
