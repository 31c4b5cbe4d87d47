// weft: expect exit 0
// Covers: an uncaught exception in a non-main thread terminates only that thread (report goes to stderr), main continues after join and exits 0; the thread's finally still runs; other threads unaffected; state written before the throw is visible after join
public class UncaughtInThread {
    public static void main(String[] args) throws InterruptedException {
        int[] progress = new int[2];
        Thread failing = new Thread(() -> {
            try {
                progress[0] = 1;
                Object o = "text";
                Integer i = (Integer) o;
                progress[0] = i;
            } finally {
                progress[1] = 7;
            }
        }, "failing-worker");
        failing.start();
        failing.join();
        System.out.println("main continues, progress=" + progress[0] + " finally=" + progress[1] + " alive=" + failing.isAlive());
        Thread ok = new Thread(() -> progress[0] = 100);
        ok.start();
        ok.join();
        System.out.println("second thread ran: " + progress[0]);
        Thread handled = new Thread(() -> {
            throw new IllegalArgumentException("handled by handler");
        }, "with-handler");
        String[] seen = new String[1];
        handled.setUncaughtExceptionHandler((t, e) -> seen[0] = t.getName() + " -> " + e.getMessage());
        handled.start();
        handled.join();
        System.out.println("handler saw: " + seen[0]);
        System.out.println("main done");
    }
}
