// weft: expect exit 0
// Covers: Object.wait's argument checks come before the monitor check (a negative timeout is an IllegalArgumentException even without the lock); wait without the lock is an IllegalMonitorStateException; notify without the lock too
public class WaitArguments {
    public static void main(String[] args) throws Exception {
        Object o = new Object();
        try {
            o.wait(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            o.wait(5);
        } catch (IllegalMonitorStateException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println(e.getClass().getName());
        }
        synchronized (o) {
            o.wait(1);
            System.out.println("timed wait returned");
        }
    }
}
