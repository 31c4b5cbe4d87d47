// weft: expect no-race
// Covers: message passing through an instance volatile field: the producer fills the plain fields payload and stamp of a shared Mailbox, then sets the volatile instance field full; the consumer reads payload and stamp only if it saw full == true (volatile write -> read of the same field of the same object), then clears them and resets full; main reads after the joins. The Mailbox is created before start, so its construction is ordered too.
public class VolatileInstanceFlagOk {
    static final class Mailbox {
        int payload;
        long stamp;
        volatile boolean full;
    }

    static int received;

    public static void main(String[] args) throws InterruptedException {
        Mailbox box = new Mailbox();
        Thread producer = new Thread(() -> {
            box.payload = 7;
            box.stamp = 70L;
            box.full = true;
        });
        Thread consumer = new Thread(() -> {
            if (box.full) {
                received = box.payload + (int) box.stamp;
                box.payload = 0;
                box.full = false;
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("received = " + received + ", payload = " + box.payload);
    }
}
