// weft: expect exit 0
// Covers: starting several threads that increment a shared counter inside synchronized methods and synchronized blocks, join on all of them, printing totals after join (deterministic under every interleaving), per-thread results stored in array slots, Runnable lambdas and Thread subclasses
public class ThreadsSyncCounter {
    private int count = 0;
    private long blockSum = 0;
    private final Object lock = new Object();

    synchronized void increment() {
        count++;
    }

    synchronized int get() {
        return count;
    }

    void addToSum(long v) {
        synchronized (lock) {
            blockSum += v;
        }
    }

    static class Worker extends Thread {
        private final ThreadsSyncCounter shared;
        private final int id;
        private final long[] results;

        Worker(ThreadsSyncCounter shared, int id, long[] results) {
            this.shared = shared;
            this.id = id;
            this.results = results;
        }

        @Override
        public void run() {
            long local = 0;
            for (int i = 1; i <= 50; i++) {
                shared.addToSum(i * (id + 1));
                local += i;
            }
            results[id] = local * (id + 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ThreadsSyncCounter c = new ThreadsSyncCounter();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    c.increment();
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("count = " + c.get());
        long[] results = new long[3];
        Worker[] ws = new Worker[3];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Worker(c, i, results);
            ws[i].start();
        }
        for (Worker w : ws) {
            w.join();
        }
        System.out.println("blockSum = " + c.blockSum);
        System.out.println("results = " + java.util.Arrays.toString(results));
        int[] slots = new int[5];
        Thread[] fillers = new Thread[5];
        for (int i = 0; i < 5; i++) {
            final int idx = i;
            fillers[i] = new Thread(() -> slots[idx] = idx * idx);
            fillers[i].start();
        }
        for (Thread f : fillers) {
            f.join();
        }
        System.out.println("slots = " + java.util.Arrays.toString(slots));
    }
}
