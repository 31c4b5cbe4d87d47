// weft: expect assertion
// weft: expect race Sleeping.result
// Covers: Sleeping (sleep as synchronization) -- main starts a worker and sleeps 50 ms "long enough" before reading result; sleep gives no happens-before and no guarantee the worker has run, so main can read 0 (assert fails) and its read races with the worker's write.
public class Sleeping {
    static int result;

    static void compute() {
        int r = 0;
        for (int i = 1; i <= 3; i++) r += i;
        result = r;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(Sleeping::compute);
        worker.start();
        Thread.sleep(50);
        int seen = result;
        assert seen == 6 : "worker not done yet: " + seen;
        System.out.println("result " + seen);
        worker.join();
    }
}
