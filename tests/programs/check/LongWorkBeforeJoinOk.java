// weft: expect ok
// Covers: a worker fills a shared table in 40 steps (each a scheduling point: main can reach the table) while main, already past `start`, is about to `join` it; main reads the table only after the join. The reduction runs the worker's steps past main's blocking `join` without storing the states between (`Stats::lifted`); the verdict is that of the unreduced search.
public class LongWorkBeforeJoinOk {
    static final int[] table = new int[40];

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < table.length; i++) {
                table[i] = i * i;
            }
        });
        worker.start();
        worker.join();
        int sum = 0;
        for (int v : table) {
            sum += v;
        }
        assert sum == 20540 : "sum " + sum;
    }
}
