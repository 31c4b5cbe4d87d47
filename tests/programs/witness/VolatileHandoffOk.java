// weft: witness refuted VolatileHandoffOk.data
// Covers: a lockset false alarm from a volatile handoff: the producer writes `data` and then the
// volatile `ready`; the consumer spins on `ready`, then reads and doubles `data` with no lock.
// Eraser sees an unlocked write by a second thread; the volatile write/read pair orders the
// accesses, so no interleaving runs them adjacently (the consumer spins while the producer is
// held before its write).
public class VolatileHandoffOk {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            int value = 0;
            for (int i = 0; i < 50; i++) {
                value += i * i;
            }
            data = value;
            ready = true;
        });
        Thread consumer = new Thread(() -> {
            while (!ready) {
                Thread.onSpinWait();
            }
            data = data * 2;
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(data);
    }
}
