// weft: expect ok
// weft: check-args --max-loop-iterations 200000
// Covers: the divergence memo on a loop that calls ThreadLocal.get() on every turn (a native, Reference.refersTo0, and a final field of a ThreadLocal that every thread's map reaches): main counts up to a thread-local bound of -1 while two helpers increment a counter under a lock, so main loops forever in code no other thread can see; the helpers read the volatile flag main sets just before its loop, so the search meets the loop in several states of the helpers. The memo must recognise the loop when it meets it again (it never did before the native and the final-field read were allowed), and the program has no violation: main never blocks, and nothing is asserted.
public class DivergenceMemoThreadLocalLoop {
    static final Object lock = new Object();
    static int count;
    static volatile boolean looping;

    public static void main(String[] args) throws InterruptedException {
        Runnable add = () -> {
            synchronized (lock) {
                count += looping ? 1 : 2;
            }
        };
        new Thread(add).start();
        new Thread(add).start();
        ThreadLocal<Integer> bound = ThreadLocal.withInitial(() -> -1);
        looping = true;
        int i = 0;
        while (i != bound.get()) {
            i++;
        }
    }
}
