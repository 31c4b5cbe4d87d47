// weft: expect exception java.lang.ExceptionInInitializerError
// weft: expect exception java.lang.NoClassDefFoundError
// Covers: a static initializer that throws (JVMS 5.5 steps 10-12): two threads use Config; the one that runs the initializer gets ExceptionInInitializerError (wrapping the ArithmeticException), the class is marked erroneous, and the other thread — whether it waited for the initialization or came later — gets NoClassDefFoundError "Could not initialize class". Both escape their threads.
public class ClassInitFailure {
    static int divisor;

    static final class Config {
        static final int VALUE = 100 / divisor;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println(Config.VALUE));
        worker.start();
        System.out.println(Config.VALUE);
        worker.join();
    }
}
