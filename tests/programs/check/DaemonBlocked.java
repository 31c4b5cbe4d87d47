// weft: expect ok
// Covers: a daemon thread waits forever on a monitor nobody notifies while main does its own synchronized work and ends; the program ends when the last non-daemon thread (main) ends, so a blocked daemon is not a deadlock, on every schedule (including the daemon never having run).
public class DaemonBlocked {
    static final Object LOCK = new Object();
    static int work;

    static final class Watcher extends Thread {
        Watcher() {
            setDaemon(true);
        }

        @Override
        public void run() {
            synchronized (LOCK) {
                while (true) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    public static void main(String[] args) {
        Watcher w = new Watcher();
        w.start();
        synchronized (LOCK) {
            work++;
        }
        System.out.println("main done, work = " + work);
    }
}
