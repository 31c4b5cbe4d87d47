// weft: expect ok
// Covers: configuring before start(), fixed -- limit is written before Thread.start, which happens-before everything the worker does, so the worker always reads 3: no race, no assertion.
public class StartBeforeInitFixed {
    static int limit;

    static void work() {
        int l = limit;
        assert l == 3 : "worker saw unconfigured limit " + l;
        int s = 0;
        for (int i = 0; i < l; i++) s += i;
        System.out.println("sum " + s);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(StartBeforeInitFixed::work);
        limit = 3;
        worker.start();
        worker.join();
        System.out.println("done");
    }
}
