// weft: expect race UnsafePublicationRacy.shared
// weft: expect race UnsafePublicationRacy$Point.y
// Covers: the same Point published through a plain static field: the reference field `shared` is written by the writer and read by the reader with no synchronization (race), and the reader's read of the non-final y is unordered with the constructor's write of y (race on UnsafePublicationRacy$Point.y); the final field x of a properly constructed object (this does not escape the constructor) never races.
public class UnsafePublicationRacy {
    static final class Point {
        final int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static Point shared;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            shared = new Point(1, 2);
        });
        Thread reader = new Thread(() -> {
            Point q = shared;
            if (q != null) {
                seen = q.x + q.y;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
