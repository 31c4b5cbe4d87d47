// weft: expect ok
// Covers: the classes of ClassInitCycleDeadlock (each initializer creates an object of the other class), but main initializes Alpha before it starts the worker: the nested initialization of Beta runs in main, which already holds Alpha's initialization lock, so the cycle is harmless on every schedule and the worker finds both classes initialized.
public class ClassInitCycleSequential {
    static final class Alpha {
        static final Object PARTNER = new Beta();
    }

    static final class Beta {
        static final Object PARTNER = new Alpha();
    }

    public static void main(String[] args) throws InterruptedException {
        new Alpha();
        Thread worker = new Thread(() -> new Beta());
        worker.start();
        worker.join();
        System.out.println("both classes initialized");
    }
}
