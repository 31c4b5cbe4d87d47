// weft: expect race ImmutableUnsafePublicationRacy.shared
// Covers: an immutable Range (only final fields lo and hi, this does not escape the constructor) published through a plain static field: the reference `shared` itself races (written by the writer, read by the reader, no synchronization), but the final fields of a properly constructed object never race, so ImmutableUnsafePublicationRacy$Range.lo and .hi are not reported.
public class ImmutableUnsafePublicationRacy {
    static final class Range {
        final int lo;
        final int hi;

        Range(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }
    }

    static Range shared;
    static int width = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            shared = new Range(3, 8);
        });
        Thread reader = new Thread(() -> {
            Range r = shared;
            if (r != null) {
                width = r.hi - r.lo;
                assert width == 5 : "final fields not frozen";
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("width = " + width);
    }
}
