// weft: expect no-race
// Covers: main polls t.getState() until it returns TERMINATED and only then reads the worker's plain results; JLS 17.4.4: the final action of a thread synchronizes-with any action in another thread that detects that it has terminated (isAlive() and join() are the examples given, not the only ways), and getState() == TERMINATED detects exactly that (in the JDK it reads the thread's volatile threadStatus, which the VM sets after the thread's last action), so the reads are ordered after the writes.
public class ThreadGetStateTerminatedOk {
    static int data;
    static int other;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            data = 6;
            other = data * 7;
        });
        t.start();
        while (t.getState() != Thread.State.TERMINATED) {
            Thread.onSpinWait();
        }
        int seen = data + other;
        t.join();
        assert seen == 48 : "getState() == TERMINATED did not publish";
        System.out.println("seen = " + seen);
    }
}
