// weft: expect no-race
// Covers: a Point with a final field x and a non-final field y is constructed, y is updated once more, and the object is published through a volatile static field; the reader reads both fields only through the reference it got from the volatile read, so the constructor's writes and the later write of y happen-before its reads (volatile write -> read); final fields never race anyway.
public class FinalFieldSafePublicationOk {
    static final class Point {
        final int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static volatile Point published;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            Point p = new Point(1, 2);
            p.y = 3;
            published = p;
        });
        Thread reader = new Thread(() -> {
            Point q = published;
            if (q != null) {
                seen = q.x + q.y;
                assert seen == 4 : "safe publication broken";
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
