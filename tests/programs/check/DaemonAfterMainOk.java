// weft: expect ok
// Covers: program end with a daemon thread, correct version: the daemon only reads a volatile counter that main has finished writing before it started the daemon, and loops forever; whether it runs before main's last write, between main's end and the program's exit, or never, nothing fails, and a daemon that never ends is no deadlock.
public class DaemonAfterMainOk {
    static volatile int total;
    static volatile boolean done;

    public static void main(String[] args) {
        total = 42;
        Thread reporter = new Thread(() -> {
            while (true) {
                assert total == 42 : "total changed";
                if (done) {
                    Thread.onSpinWait();
                }
            }
        });
        reporter.setDaemon(true);
        reporter.start();
        done = true;
    }
}
