// weft: expect ok
// Covers: lazy singleton, fixed -- getInstance() is synchronized, so exactly one instance is created and both threads get it; accesses to instance hold the class lock, so no race.
public class LazySingletonFixed {
    static LazySingletonFixed instance;
    static LazySingletonFixed got1, got2;

    private LazySingletonFixed() { }

    static synchronized LazySingletonFixed getInstance() {
        if (instance == null) {
            instance = new LazySingletonFixed();
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
