// weft: expect no-race
// Covers: t waits on a monitor until it is interrupted (the InterruptedException of wait() is thrown after t reacquires the monitor); main writes `data` without the monitor and interrupts t; the interrupt synchronizes-with the exception (JLS 17.4.4), so t's later read of `data` is ordered after the write: no race.
public class InterruptWaitDetectedOk {
    static int data;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    // interrupted: go on
                }
            }
            System.out.println(data);
        });
        t.start();
        data = 7;
        t.interrupt();
        t.join();
    }
}
