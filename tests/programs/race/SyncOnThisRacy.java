// weft: expect race SyncOnThisRacy.total
// Covers: the classic synchronized (this) mistake: each thread runs its own Worker instance, so the two threads lock different monitors and the static `total` they both increment is unordered (race); each Worker's own field `mine` is touched only by its thread and by main after join (start/join edges), so SyncOnThisRacy$Worker.mine does not race.
public class SyncOnThisRacy {
    static int total;

    static final class Worker implements Runnable {
        int mine;

        @Override
        public void run() {
            for (int i = 0; i < 2; i++) {
                synchronized (this) {
                    total++;
                    mine++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w1 = new Worker();
        Worker w2 = new Worker();
        Thread t1 = new Thread(w1);
        Thread t2 = new Thread(w2);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("total = " + total + ", mine = " + (w1.mine + w2.mine));
    }
}
