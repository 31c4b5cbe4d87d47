// A one-slot buffer with two producers and two consumers (two items each), wait/notifyAll.
// The Java PathFinder reference figure (62,960 states) is for this program.
public class OneSlotBuffer {
    static final class Buffer {
        private Object item;

        synchronized void put(Object o) throws InterruptedException {
            while (item != null) wait();
            item = o;
            notifyAll();
        }

        synchronized Object take() throws InterruptedException {
            while (item == null) wait();
            Object o = item;
            item = null;
            notifyAll();
            return o;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer b = new Buffer();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 2; k++) b.put(id * 10 + k);
                } catch (InterruptedException e) { }
            });
            ts[i + 2] = new Thread(() -> {
                try {
                    for (int k = 0; k < 2; k++) b.take();
                } catch (InterruptedException e) { }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
