// weft: witness refuted ThreadConfinedPhasesOk$Buffer.count
// weft: witness refuted int[][*]
// Covers: a lockset false alarm from ownership transfer: a buffer belongs to the filler, then
// (handed over with wait/notify under a monitor) to the drainer; each phase touches the buffer
// with no lock. Eraser sees unlocked accesses by two threads; the handoff orders them (the
// drainer waits while the filler is held before its access).
public class ThreadConfinedPhasesOk {
    static final class Buffer {
        final int[] items = new int[4];
        int count;
    }

    static final Object handoff = new Object();
    static boolean filled;

    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer();
        Thread filler = new Thread(() -> {
            for (int i = 0; i < buffer.items.length; i++) {
                buffer.items[i] = i * 7;
                buffer.count++;
            }
            synchronized (handoff) {
                filled = true;
                handoff.notifyAll();
            }
        });
        Thread drainer = new Thread(() -> {
            synchronized (handoff) {
                while (!filled) {
                    try {
                        handoff.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            int sum = 0;
            while (buffer.count > 0) {
                buffer.count--;
                sum += buffer.items[buffer.count];
                buffer.items[buffer.count] = 0;
            }
            System.out.println(sum);
        });
        filler.start();
        drainer.start();
        filler.join();
        drainer.join();
    }
}
