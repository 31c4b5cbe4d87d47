// weft: expect ok
// Covers: busy-wait signal, fixed -- the helper itself waits (spinning) until state == 1 before setting 2, so the signal is never skipped; from every state some thread can make progress toward the end, and state is volatile, so no race.
public class SpinNeverSetFixed {
    static volatile int state;

    static void spinner() {
        state = 1;
        while (state != 2) {
            Thread.onSpinWait();
        }
    }

    static void helper() {
        while (state != 1) {
            Thread.onSpinWait();
        }
        state = 2;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread s = new Thread(SpinNeverSetFixed::spinner);
        Thread h = new Thread(SpinNeverSetFixed::helper);
        s.start();
        h.start();
        s.join();
        h.join();
        System.out.println("state " + state);
    }
}
