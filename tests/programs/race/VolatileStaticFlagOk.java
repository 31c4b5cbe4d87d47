// weft: expect no-race
// Covers: message passing through a static volatile flag: the worker writes the plain `result` and `detail`, then the volatile `done = true`; main spins on done and reads result and detail only after seeing true, so write(result) -po-> write(done) -sw-> read(done) -po-> read(result) orders every conflicting pair; writes before start and reads after join are ordered too.
public class VolatileStaticFlagOk {
    static volatile boolean done;
    static int result;
    static long detail;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            result = 6 * 7;
            detail = 7L;
            done = true;
        });
        worker.start();
        while (!done) {
            Thread.onSpinWait();
        }
        assert result == 42 && detail == 7L : "saw the flag before the data";
        worker.join();
        System.out.println("result = " + result);
    }
}
