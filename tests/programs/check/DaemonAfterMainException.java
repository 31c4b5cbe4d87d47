// weft: expect exception java.lang.IllegalStateException
// Covers: program end with a daemon thread that throws: main hands a job to a daemon worker through a volatile field and ends right after its last write (`closed = true`); the worker throws IllegalStateException when it finds the queue closed. The worker may run only after main has ended — before the JVM exits — which is the only schedule on which it throws.
public class DaemonAfterMainException {
    static volatile boolean closed;
    static volatile int job;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (job == 0) {
                Thread.onSpinWait();
            }
            if (closed) {
                throw new IllegalStateException("queue closed before the job ran");
            }
        });
        worker.setDaemon(true);
        worker.start();
        job = 1;
        closed = true;
    }
}
