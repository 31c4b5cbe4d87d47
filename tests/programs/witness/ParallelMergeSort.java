// weft: witness confirmed ParallelMergeSort.passesDone
// weft: witness refuted int[][*]
// weft: witness-args --seed 2
// Covers: the shape of the paper's SortArray benchmark: four sorters (or the first argument) each sort their
// segment of a shared array in place (bottom-up merge sort, every element access a shared
// access), counting finished passes under `statsLock`; main merges the segments after joining
// them. While tracing is on (until the first sorter finishes its third pass) each sorter
// adds the pass count to a trace under `traceLock`: a read of `passesDone` under the wrong
// lock, which races with another sorter's count only when two sorters run their first passes
// at the same time, before all the sorting that follows. The array elements are each
// written by one sorter between main's fill and main's merge (lockset false alarms).
// (Seed 2: since session 26, when fewer JDK accesses are scheduling points, seed 1 picks
// another run, from which phase 2 cannot refute 14 of the array warnings within its 200,000
// states: they end unknown.)
public class ParallelMergeSort {
    static final Object statsLock = new Object();
    static final Object traceLock = new Object();
    static int sorters = 4;
    static final int SEGMENT = 8;
    static int[] data;
    static int passesDone;
    static long trace;
    static volatile boolean tracing = true;

    static void sort(int from, int to) {
        int[] temp = new int[to - from];
        for (int width = 1; width < to - from; width *= 2) {
            for (int lo = from; lo < to; lo += 2 * width) {
                int mid = Math.min(lo + width, to);
                int hi = Math.min(lo + 2 * width, to);
                int i = lo;
                int j = mid;
                int k = 0;
                while (i < mid || j < hi) {
                    if (j >= hi || (i < mid && data[i] <= data[j])) {
                        temp[k++] = data[i++];
                    } else {
                        temp[k++] = data[j++];
                    }
                }
                for (int t = 0; t < k; t++) {
                    data[lo + t] = temp[t];
                }
            }
            synchronized (statsLock) {
                passesDone++;
            }
            if (tracing) {
                synchronized (traceLock) {
                    trace = trace * 7 + passesDone; // the race: passesDone under the wrong lock
                }
                if (width >= 4) {
                    tracing = false;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length > 0) {
            sorters = Integer.parseInt(args[0]);
        }
        data = new int[sorters * SEGMENT];
        for (int i = 0; i < data.length; i++) {
            data[i] = (i * 37 + 11) % 50;
        }
        Thread[] sorting = new Thread[sorters];
        for (int s = 0; s < sorters; s++) {
            int from = s * SEGMENT;
            sorting[s] = new Thread(() -> sort(from, from + SEGMENT));
            sorting[s].start();
        }
        for (Thread s : sorting) {
            s.join();
        }
        int[] merged = new int[data.length];
        int[] next = new int[sorters];
        for (int k = 0; k < merged.length; k++) {
            int best = -1;
            for (int s = 0; s < sorters; s++) {
                if (next[s] < SEGMENT && (best < 0 || data[s * SEGMENT + next[s]] < data[best * SEGMENT + next[best]])) {
                    best = s;
                }
            }
            merged[k] = data[best * SEGMENT + next[best]++];
        }
        System.out.println(merged[0] + ".." + merged[merged.length - 1] + " after " + passesDone + " passes");
    }
}
