// weft: expect ok
// Covers: a busy-waiting worker spins on a volatile flag (while (!ready) Thread.onSpinWait()) and then asserts it sees data == 42, which main wrote before setting the flag; the spin loop is unbounded, so exploring it exhaustively needs state matching (each spin revisits the same state), and no schedule fails or blocks.
public class SpinFlagOk {
    static int data;
    static volatile boolean ready;

    static final class Spinner extends Thread {
        @Override
        public void run() {
            while (!ready) {
                Thread.onSpinWait();
            }
            assert data == 42 : "saw the flag before the data";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Spinner s = new Spinner();
        s.start();
        data = 42;
        ready = true;
        s.join();
        System.out.println("spinner saw " + data);
    }
}
