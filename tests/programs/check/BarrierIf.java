// weft: expect assertion
// Covers: the BarrierWhile barrier with `if (remaining > 0) wait()` instead of a while loop: when the first party is waiting and the meddler's extra notifyAll() wakes it before the second party arrives, it returns with remaining == 1 and its `assert remaining == 0` fails (uncaught AssertionError in that party); the second party still arrives and passes, the meddler never blocks, so no deadlock and no other exception.
public class BarrierIf {
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
                if (remaining > 0) { // BUG: must be while
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
