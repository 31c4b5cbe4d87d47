// weft: expect ok
// Covers: Sleeping, fixed -- main joins the worker instead of sleeping, so the worker's write happens-before main's read: always 6, no race.
public class SleepingFixed {
    static int result;

    static void compute() {
        int r = 0;
        for (int i = 1; i <= 3; i++) r += i;
        result = r;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(SleepingFixed::compute);
        worker.start();
        Thread.sleep(50);
        worker.join();
        int seen = result;
        assert seen == 6 : "worker not done yet: " + seen;
        System.out.println("result " + seen);
    }
}
