// weft: expect assertion
// Covers: program end with a daemon thread: main starts a daemon checker and then writes `done = true` as its last operation; the daemon asserts that done is still false when it looks. The JVM lets daemon threads run until it exits after main has ended, so the daemon can run right after main's last write and fail; that schedule exists only between main's end and the end of the program.
public class DaemonAfterMain {
    static volatile boolean started;
    static volatile boolean done;

    public static void main(String[] args) {
        Thread checker = new Thread(() -> {
            started = true;
            assert !done : "daemon saw the program's last write";
        });
        checker.setDaemon(true);
        checker.start();
        while (!started) {
            Thread.onSpinWait();
        }
        done = true;
    }
}
