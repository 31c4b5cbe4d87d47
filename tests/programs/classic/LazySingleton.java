// weft: expect assertion
// weft: expect race LazySingleton.instance
// Covers: lazy singleton without synchronization -- getInstance() does "if (instance == null) instance = new LazySingleton()" unlocked; both threads can see null and each create (and get) its own instance, so main's assert that both got the same object fails, and the unlocked accesses to instance race. got1/got2 are each written by one thread and read after the joins, so they do not race.
public class LazySingleton {
    static LazySingleton instance;
    static LazySingleton got1, got2;

    private LazySingleton() { }

    static LazySingleton getInstance() {
        if (instance == null) {
            instance = new LazySingleton();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> got1 = getInstance());
        Thread t2 = new Thread(() -> got2 = getInstance());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert got1 == got2 : "two singletons";
        System.out.println("same " + (got1 == got2));
    }
}
