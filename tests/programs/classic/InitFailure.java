// weft: expect exception java.lang.ExceptionInInitializerError
// weft: expect exception java.lang.NoClassDefFoundError
// Covers: a failing static initializer used by two threads -- Settings.<clinit> divides by zero; the first thread to touch Settings runs the initializer and gets ExceptionInInitializerError, the class is then in the erroneous state and the other thread gets NoClassDefFoundError (whichever thread is first, both exceptions occur in every run). No shared plain field is written after start, so no race.
public class InitFailure {
    static int zero = 0;

    static final class Settings {
        static final int LIMIT = 10 / zero;
    }

    static void use() {
        System.out.println("limit " + Settings.LIMIT);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(InitFailure::use);
        Thread t2 = new Thread(InitFailure::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
