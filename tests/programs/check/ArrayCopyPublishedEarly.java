// weft: expect assertion
// weft: expect race int[] 0
// Covers: the writer sets the volatile `ready` before it copies the data into the shared buffer with System.arraycopy, so main can see ready == true and read buf[0] before the copy: the copy's write of buf[0] and main's read are unordered (a data race on the element) and the assertion fails on the interleaving where main reads first. System.arraycopy's reads and writes must be seen by the reduction and by the race check like the interpreter's loads and stores.
public class ArrayCopyPublishedEarly {
    static final int[] src = {42};
    static final int[] buf = new int[1];
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            ready = true;
            System.arraycopy(src, 0, buf, 0, 1);
        });
        w.start();
        while (!ready) {
            Thread.onSpinWait();
        }
        assert buf[0] == 42 : "data " + buf[0];
        w.join();
    }
}
