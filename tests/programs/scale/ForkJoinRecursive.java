// weft: expect ok
// Covers: a RecursiveTask summing an array of four elements on a ForkJoinPool of parallelism 2: ranges longer than 2 split in two, the left half is forked (possibly stolen by the other worker) and the right computed in place, then join() waits for the left (fork's completion happens-before join's return); the array is filled before invoke and only read; the sum is 1 + 2 + 3 + 4 = 10 on every schedule; the pool is shut down and its workers exit.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinRecursive {
    static final class Sum extends RecursiveTask<Integer> {
        private final int[] values;
        private final int from;
        private final int to;

        Sum(int[] values, int from, int to) {
            this.values = values;
            this.from = from;
            this.to = to;
        }

        @Override
        protected Integer compute() {
            if (to - from <= 2) {
                int s = 0;
                for (int i = from; i < to; i++) {
                    s += values[i];
                }
                return s;
            }
            int mid = (from + to) / 2;
            Sum left = new Sum(values, from, mid);
            left.fork();
            int right = new Sum(values, mid, to).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) {
        int[] values = {1, 2, 3, 4};
        ForkJoinPool pool = new ForkJoinPool(2);
        int sum = pool.invoke(new Sum(values, 0, values.length));
        pool.shutdown();
        assert sum == 10 : "sum " + sum;
        System.out.println("sum = " + sum);
    }
}
