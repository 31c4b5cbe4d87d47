// weft: expect ok
// Covers: message passing: the writer sets data = 42 then the volatile ready = true; the reader checks ready and, if set, asserts data == 42; under sequential consistency (and under the JMM, since ready is volatile) seeing ready implies seeing data, so the reader's assertion never fails; if ready is not yet set the reader does nothing.
public class MessagePassingSC {
    static int data;
    static volatile boolean ready;

    static void write() {
        data = 42;
        ready = true;
    }

    static void read() {
        if (ready) {
            assert data == 42 : "saw ready without data";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(MessagePassingSC::write);
        Thread reader = new Thread(MessagePassingSC::read);
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("data = " + data);
    }
}
