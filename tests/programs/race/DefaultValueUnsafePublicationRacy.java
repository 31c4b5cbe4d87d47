// weft: expect race DefaultValueUnsafePublicationRacy.shared
// weft: expect race DefaultValueUnsafePublicationRacy$Box.filled
// Covers: a Box published through a plain static field: `shared` races, and so does `filled`, which the constructor writes; `untouched` is never written, so the reader can only see its default value, and the write of a default value synchronizes-with the first action of every thread (JLS 17.4.4): reading it is not a race, although the reader does not happen-after the Box's allocation.
public class DefaultValueUnsafePublicationRacy {
    static final class Box {
        int filled;
        int untouched;

        Box() {
            filled = 1;
        }
    }

    static Box shared;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            shared = new Box();
        });
        Thread reader = new Thread(() -> {
            Box b = shared;
            if (b != null) {
                seen = b.untouched + b.filled;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(seen);
    }
}
