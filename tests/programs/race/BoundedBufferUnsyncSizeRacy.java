// weft: expect race BoundedBufferUnsyncSizeRacy$BoundedBuffer.count
// Covers: the same kind of synchronized bounded buffer, plus an unsynchronized size() getter that a monitoring thread calls while the producer puts: its read of `count` is not inside the monitor, so it is unordered with the producer's locked write of count (race on BoundedBufferUnsyncSizeRacy$BoundedBuffer.count); the items elements and putIdx/takeIdx are touched only under the monitor and do not race.
public class BoundedBufferUnsyncSizeRacy {
    static final class BoundedBuffer {
        private final Object[] items = new Object[2];
        private int putIdx;
        private int takeIdx;
        private int count;

        synchronized void put(Object x) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[putIdx] = x;
            putIdx = (putIdx + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized Object take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            Object x = items[takeIdx];
            items[takeIdx] = null;
            takeIdx = (takeIdx + 1) % items.length;
            count--;
            notifyAll();
            return x;
        }

        int size() { // missing synchronized
            return count;
        }
    }

    static final BoundedBuffer buffer = new BoundedBuffer();
    static int observed = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                buffer.put("a");
                buffer.put("b");
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread monitor = new Thread(() -> observed = buffer.size());
        producer.start();
        monitor.start();
        producer.join();
        monitor.join();
        Object first = buffer.take();
        System.out.println("observed = " + observed + ", first = " + first);
    }
}
