// weft: expect ok
// Covers: a guarded block: the receiver waits in while (!has) wait() and the sender sets the message and calls notify() under the same monitor; if the sender goes first the receiver never waits, if the receiver waits first the only waiter is woken, so there is no lost wake-up or deadlock and the receiver always gets 7.
public class GuardedHandoff {
    static final class Mailbox {
        private boolean has;
        private int message;

        synchronized void send(int m) {
            message = m;
            has = true;
            notify();
        }

        synchronized int receive() throws InterruptedException {
            while (!has) {
                wait();
            }
            has = false;
            return message;
        }
    }

    static final Mailbox box = new Mailbox();
    static int received;

    public static void main(String[] args) throws InterruptedException {
        Thread receiver = new Thread(() -> {
            try {
                received = box.receive();
            } catch (InterruptedException e) {
                return;
            }
        });
        Thread sender = new Thread(() -> box.send(7));
        receiver.start();
        sender.start();
        receiver.join();
        sender.join();
        assert received == 7 : "wrong message";
        System.out.println("received " + received);
    }
}
