// weft: expect assertion
// Covers: main starts a worker and calls System.exit without waiting for it. On the interleavings where the worker runs before the exit, its assertion fails; where the exit comes first, the worker never runs. The exit ends every thread, so it is dependent with every step of the others, and the threads that could run instead of it must be tried at the state before it: the reduction used to treat the exit as independent of the worker's (never taken) steps, explored only the exit-first order and missed the assertion that --por none finds.
public class ExitBeforeWorkerAssert {
    static volatile int shared;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            int seen = shared;
            assert seen == 5 : "ran before main's write";
        });
        worker.start();
        shared = 5;
        System.exit(0);
    }
}
