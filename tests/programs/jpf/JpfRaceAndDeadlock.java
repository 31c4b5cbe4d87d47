// weft: expect deadlock
// weft: expect race JpfRaceAndDeadlock.flag
// weft: twin WeftRaceAndDeadlock
// Covers: a choice decides whether the two threads take the locks in opposite orders (deadlock on some
// interleaving); both threads write flag without synchronization either way (a race).
import gov.nasa.jpf.vm.Verify;

public class JpfRaceAndDeadlock {
    static final Object A = new Object();
    static final Object B = new Object();
    static int flag;

    public static void main(String[] args) throws InterruptedException {
        boolean inverted = Verify.getBoolean();
        Thread t = new Thread(() -> {
            flag = 1;
            Object first = inverted ? B : A;
            Object second = inverted ? A : B;
            synchronized (first) {
                synchronized (second) {
                }
            }
        });
        t.start();
        flag = 2;
        synchronized (A) {
            synchronized (B) {
            }
        }
        t.join();
    }
}
