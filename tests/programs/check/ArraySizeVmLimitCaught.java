// weft: expect ok
// Covers: an array of Integer.MAX_VALUE longs is longer than the JVM allocates whatever its heap: HotSpot throws OutOfMemoryError("Requested array size exceeds VM limit"), which the program catches (weft stopped with an error of its own before), while a worker thread counts; the assertions check the message and that the program goes on.
public class ArraySizeVmLimitCaught {
    static volatile int worked;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> worked++);
        worker.start();
        String message = null;
        try {
            long[] huge = new long[Integer.MAX_VALUE];
            message = "allocated " + huge.length;
        } catch (OutOfMemoryError e) {
            message = e.getMessage();
        }
        assert "Requested array size exceeds VM limit".equals(message) : message;
        worker.join();
        assert worked == 1;
    }
}
