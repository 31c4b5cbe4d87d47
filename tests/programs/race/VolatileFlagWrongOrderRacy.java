// weft: expect race VolatileFlagWrongOrderRacy.data
// Covers: the writer publishes in the wrong order (volatile ready = true, then plain data = 42); the reader's read of ready synchronizes with the write of ready, but the write of data comes after it in program order, so when the reader sees ready == true and reads data, that read is unordered with the write of data (race on data); ready is volatile and never races.
public class VolatileFlagWrongOrderRacy {
    static volatile boolean ready;
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            ready = true;
            data = 42;
        });
        Thread reader = new Thread(() -> {
            if (ready) {
                seen = data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
