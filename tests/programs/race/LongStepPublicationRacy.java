// weft: expect race LongStepPublicationRacy$Box.v
// Covers: objects a long step allocates and drops (weft frees them within the step, and drops their events, when nothing reaches them and no other thread ever did). Main builds and drops 120,000 StringBuilders (240,000 objects with their arrays: a collection within the step after 200,000) in one step (no scheduling point: they are its own), so the box it then allocates takes a number freed in that step. It publishes the box through a volatile static and then writes box.v again; the reader's read of box.v races with that second write (nothing orders them), which must be found on the reused number as on a fresh one.
public class LongStepPublicationRacy {
    static final class Box {
        int v;
    }

    static volatile Box shared;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            Box b = shared;
            if (b != null) {
                int seen = b.v;
            }
        });
        reader.start();
        long length = 0;
        for (int i = 0; i < 120_000; i++) {
            StringBuilder sb = new StringBuilder();
            sb.append(i % 10);
            length += sb.length();
        }
        Box box = new Box();
        box.v = 1;
        shared = box;
        box.v = (int) length;
        reader.join();
    }
}
