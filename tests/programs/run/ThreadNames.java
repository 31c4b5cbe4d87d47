// weft: expect exit 0
// Covers: Thread.currentThread().getName() in main ("main"), explicitly named threads, default names "Thread-0", "Thread-1" in creation order, setName, isAlive before start / after join, getState NEW and TERMINATED, daemon flag default and setDaemon, priority default, names recorded inside threads printed after join
public class ThreadNames {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("main thread name: " + Thread.currentThread().getName());
        System.out.println("main daemon: " + Thread.currentThread().isDaemon() + " priority: " + Thread.currentThread().getPriority());
        String[] seen = new String[4];
        Thread a = new Thread(() -> seen[0] = Thread.currentThread().getName());
        Thread b = new Thread(() -> seen[1] = Thread.currentThread().getName(), "worker-b");
        Thread c = new Thread(() -> seen[2] = Thread.currentThread().getName());
        Thread d = new Thread() {
            @Override
            public void run() {
                seen[3] = getName() + "/" + Thread.currentThread().getName();
            }
        };
        c.setName("renamed-c");
        System.out.println("names before start: " + a.getName() + " " + b.getName() + " " + c.getName() + " " + d.getName());
        System.out.println("alive before start: " + a.isAlive() + " state: " + a.getState());
        System.out.println("daemon default: " + a.isDaemon() + " priority: " + a.getPriority());
        a.start();
        b.start();
        c.start();
        d.start();
        a.join();
        b.join();
        c.join();
        d.join();
        System.out.println("alive after join: " + a.isAlive() + " state: " + a.getState());
        for (String s : seen) {
            System.out.println("seen: " + s);
        }
        Thread e = new Thread(() -> { });
        System.out.println("next default name: " + e.getName());
        e.setDaemon(true);
        System.out.println("daemon after set: " + e.isDaemon());
        e.start();
        e.join();
        try {
            e.start();
        } catch (IllegalThreadStateException ex) {
            System.out.println("restart: IllegalThreadStateException");
        }
        Thread self = Thread.currentThread();
        System.out.println("same current thread: " + (self == Thread.currentThread()));
        System.out.println(new Thread("x").getName() + " " + new Thread().getName());
    }
}
