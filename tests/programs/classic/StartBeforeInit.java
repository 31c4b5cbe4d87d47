// weft: expect assertion
// weft: expect race StartBeforeInit.limit
// Covers: configuring after start() -- main starts the worker and only then writes limit; Thread.start orders only writes made BEFORE it, so the worker's read of limit is unordered with main's write (race) and can see 0, failing the worker's assert.
public class StartBeforeInit {
    static int limit;

    static void work() {
        int l = limit;
        assert l == 3 : "worker saw unconfigured limit " + l;
        int s = 0;
        for (int i = 0; i < l; i++) s += i;
        System.out.println("sum " + s);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(StartBeforeInit::work);
        worker.start();
        limit = 3;
        worker.join();
        System.out.println("done");
    }
}
