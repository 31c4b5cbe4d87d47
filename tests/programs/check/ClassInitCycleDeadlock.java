// weft: expect deadlock
// Covers: class-initialization deadlock (JVMS 5.5): Alpha's static initializer creates a Beta and Beta's creates an Alpha; main initializes Alpha while a worker initializes Beta. If each thread takes its class's initialization lock before the other's initializer reaches it, each waits for the other's class forever; the report names both classes. Neither initializer touches a static field, so only the start of each initialization separates the two threads.
public class ClassInitCycleDeadlock {
    static final class Alpha {
        static final Object PARTNER = new Beta();
    }

    static final class Beta {
        static final Object PARTNER = new Alpha();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> new Beta());
        worker.start();
        new Alpha();
        worker.join();
        System.out.println("both classes initialized");
    }
}
