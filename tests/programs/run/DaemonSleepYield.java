// weft: expect exit 0
// Covers: a daemon thread blocked forever does not keep the program alive (exit 0 when main ends), setDaemon after start throws IllegalThreadStateException, Thread.sleep and Thread.yield in a loop, join with a timeout on a finished thread, Thread.onSpinWait
public class DaemonSleepYield {
    public static void main(String[] args) throws InterruptedException {
        Object never = new Object();
        Thread daemon = new Thread(() -> {
            synchronized (never) {
                while (true) {
                    try {
                        never.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "forever-daemon");
        daemon.setDaemon(true);
        daemon.start();
        System.out.println("daemon started: " + daemon.isDaemon());
        try {
            daemon.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: IllegalThreadStateException");
        }
        int[] work = new int[1];
        Thread yielder = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                work[0] += i;
                Thread.yield();
                Thread.onSpinWait();
            }
        });
        yielder.start();
        yielder.join(60_000);
        System.out.println("yielder done: " + work[0] + " alive=" + yielder.isAlive());
        for (int i = 0; i < 3; i++) {
            Thread.sleep(2);
            Thread.yield();
        }
        System.out.println("main finishing while daemon still blocked");
    }
}
