// weft: expect no-race
// Covers: a bounded buffer (capacity 2) with synchronized put/take and wait/notifyAll: the Object[] items elements and the plain putIdx/takeIdx/count fields are accessed only inside the buffer's monitor, so unlock -> lock orders them; the producer fills each mutable Msg before put and never touches it again, and the consumer reads and overwrites Msg.payload after take (the put's unlock happens-before the take's lock), so BoundedBufferOk$Msg fields do not race either; three messages through two slots exercise the full-buffer wait.
public class BoundedBufferOk {
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
    }

    static final class Msg {
        int seq;
        int payload;
    }

    static final BoundedBuffer buffer = new BoundedBuffer();
    static int sum;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    Msg m = new Msg();
                    m.seq = i;
                    m.payload = i * i;
                    buffer.put(m);
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    Msg m = (Msg) buffer.take();
                    assert m.seq == i : "out of order";
                    sum += m.payload;
                    m.payload = -1;
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert sum == 5 : "lost a message";
        System.out.println("sum = " + sum);
    }
}
