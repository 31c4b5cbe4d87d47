// weft: witness confirmed DatabaseQueries.numDelItr
// weft: witness refuted DatabaseQueries.numDeleted
// weft: witness refuted DatabaseQueries.compressions
// weft: witness-args --seed 1
// Covers: the paper's running example (its Fig. 3) as a shared-database query simulation:
// query threads (three, or the first argument) repeatedly scan their part of a shared clause table under `numLock`,
// deleting clauses that grew too big, then count the finished round under `delLock`; while
// the database is still loading (until the first thread is half done) each round first
// checks, under `keyLock`, whether the table needs compressing. `numDelItr` is read under
// `keyLock` and written under `delLock`: a race, but only when two threads run rounds during
// the loading phase at the very start, before all the remaining work (a depth-first search
// runs one thread through all its rounds first). `numDeleted` and `compressions` are read by
// main after the joins (lockset false alarms).
public class DatabaseQueries {
    static final Object keyLock = new Object();
    static final Object numLock = new Object();
    static final Object delLock = new Object();
    static int threads = 3;
    static final int ROUNDS = 8;
    static final int POOL = 24;
    static final int[] clauseSize = new int[POOL];
    static int numDelItr;
    static int numDeleted;
    static int compressions;

    static volatile boolean loading = true;

    static int compress(int seed) {
        int h = seed;
        for (int i = 0; i < 500; i++) {
            h = h * 31 + i;
        }
        return h;
    }

    static void query(int id) {
        int myStart = id * (POOL / threads);
        for (int round = 0; round < ROUNDS; round++) {
            if (loading) {
                synchronized (keyLock) {
                    if (numDelItr % 5 == 0) { // read under keyLock
                        compressions += compress(round) == 0 ? 2 : 1;
                    }
                }
            }
            for (int i = myStart; i < myStart + POOL / threads; i++) {
                synchronized (numLock) {
                    clauseSize[i] = clauseSize[i] * 3 % 17;
                    if (clauseSize[i] > 12) {
                        clauseSize[i] = 0;
                        numDeleted++;
                    }
                }
            }
            synchronized (delLock) {
                ++numDelItr; // write under delLock: the race
            }
            if (round == ROUNDS / 2) {
                loading = false;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < POOL; i++) {
            clauseSize[i] = i % 11 + 1;
        }
        if (args.length > 0) {
            threads = Integer.parseInt(args[0]);
        }
        Thread[] queries = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int id = t;
            queries[t] = new Thread(() -> query(id));
            queries[t].start();
        }
        for (Thread t : queries) {
            t.join();
        }
        System.out.println(numDelItr + " rounds, " + numDeleted + " deleted, " + compressions + " compressions");
    }
}
