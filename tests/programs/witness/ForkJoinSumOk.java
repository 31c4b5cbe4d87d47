// weft: witness refuted int[][*]
// Covers: a lockset false alarm from fork-join parallelism: a task splits its range in two,
// forks a thread per half, joins both and combines; the array is filled before the forks and
// read after the joins, each half written by one thread, all without locks. Start and join
// order every pair of conflicting accesses.
public class ForkJoinSumOk {
    static final class Task extends Thread {
        final int[] data;
        final int from;
        final int to;
        int sum;

        Task(int[] data, int from, int to) {
            this.data = data;
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            if (to - from <= 2) {
                for (int i = from; i < to; i++) {
                    data[i] = data[i] * data[i];
                    sum += data[i];
                }
                return;
            }
            int mid = (from + to) / 2;
            Task left = new Task(data, from, mid);
            Task right = new Task(data, mid, to);
            left.start();
            right.start();
            try {
                left.join();
                right.join();
            } catch (InterruptedException e) {
                return;
            }
            sum = left.sum + right.sum;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] data = new int[8];
        for (int i = 0; i < data.length; i++) {
            data[i] = i + 1;
        }
        Task root = new Task(data, 0, data.length);
        root.start();
        root.join();
        int check = 0;
        for (int v : data) {
            check += v;
        }
        System.out.println(root.sum + " " + check);
    }
}
