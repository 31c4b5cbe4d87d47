// weft: expect ok
// Covers: a two-party countdown barrier built from synchronized + wait/notifyAll with the wait in a while loop (while (remaining > 0) wait()), plus a meddler thread that calls notifyAll() on the barrier at an arbitrary moment (a spurious-like wake-up); a woken party re-checks the count and waits again, so `remaining == 0` whenever a party passes, the last arrival wakes everyone, and nobody waits forever.
public class BarrierWhile {
    static final class Barrier {
        private int remaining;

        Barrier(int parties) {
            remaining = parties;
        }

        synchronized void arrive() throws InterruptedException {
            remaining--;
            if (remaining == 0) {
                notifyAll();
            } else {
                while (remaining > 0) {
                    wait();
                }
            }
            assert remaining == 0 : "passed the barrier early";
        }
    }

    static final Barrier barrier = new Barrier(2);

    static final class Party extends Thread {
        @Override
        public void run() {
            try {
                barrier.arrive();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread p1 = new Party();
        Thread p2 = new Party();
        Thread meddler = new Thread(() -> {
            synchronized (barrier) {
                barrier.notifyAll();
            }
        });
        p1.start();
        p2.start();
        meddler.start();
        p1.join();
        p2.join();
        meddler.join();
        System.out.println("both parties passed");
    }
}
