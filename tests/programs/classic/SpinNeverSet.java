// weft: expect termination
// Covers: busy-wait on a signal that can be skipped -- the helper sets state = 2 only if it already sees state == 1; if the helper runs before the spinner announces state = 1, it finishes without signalling and the spinner loops on "state != 2" forever (non-termination). state is volatile, so no race; nothing throws and no thread blocks.
public class SpinNeverSet {
    static volatile int state;

    static void spinner() {
        state = 1;
        while (state != 2) {
            Thread.onSpinWait();
        }
    }

    static void helper() {
        if (state == 1) {
            state = 2;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread s = new Thread(SpinNeverSet::spinner);
        Thread h = new Thread(SpinNeverSet::helper);
        s.start();
        h.start();
        s.join();
        h.join();
        System.out.println("state " + state);
    }
}
