// weft: witness confirmed PrimeFinder.chunksDone
// weft: witness refuted PrimeFinder.primes
// weft: witness-args --seed 1
// Covers: the shape of the paper's PrimeFinder benchmark: four workers (or as many as the first argument says) take chunks of a range
// under `rangeLock`, test each number for primality (long thread-local work), and add their
// count under `resultLock`. The race: in the first half of the range, a worker checks
// `chunksDone` without the lock to report progress. It races with another worker's locked
// increment only if that worker took a chunk before this one takes its next: a window in the
// first half, followed by all the rest of the work, whose interleavings a depth-first search
// explores first (its first path runs one worker through the whole range). Every other access is ordered by the two locks. `primes` is read by main
// after the joins (a lockset false alarm: join orders it); `progressReports` is volatile.
public class PrimeFinder {
    static final Object rangeLock = new Object();
    static final Object resultLock = new Object();
    static final int LIMIT = 3000;
    static final int CHUNK = 100;
    static final int CHUNKS = (LIMIT - 2 + CHUNK - 1) / CHUNK;
    static int next = 2;
    static int primes;
    static int chunksDone;
    static volatile int progressReports;

    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    static void work(int id) {
        while (true) {
            int start;
            synchronized (rangeLock) {
                if (next >= LIMIT) {
                    return;
                }
                start = next;
                next = Math.min(LIMIT, next + CHUNK);
            }
            int found = 0;
            for (int n = start; n < Math.min(LIMIT, start + CHUNK); n++) {
                if (isPrime(n)) {
                    found++;
                }
            }
            synchronized (resultLock) {
                primes += found;
                chunksDone++;
            }
            if (start < LIMIT / 2 && chunksDone % 5 == 0) { // the race: an unlocked read
                progressReports++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[args.length > 0 ? Integer.parseInt(args[0]) : 4];
        for (int i = 0; i < workers.length; i++) {
            int id = i;
            workers[i] = new Thread(() -> work(id));
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.println(primes + " primes below " + LIMIT + ", " + progressReports + " progress reports");
    }
}
