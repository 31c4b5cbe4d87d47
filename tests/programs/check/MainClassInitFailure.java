// weft: expect exception java.lang.ExceptionInInitializerError
// weft: expect exception java.lang.NoClassDefFoundError
// Covers: the main class's own static initializer fails before main begins. It starts a worker that runs a lambda of the main class (a static method, so the worker must wait for the class's initialization), then throws. main never runs: its thread dies of the ExceptionInInitializerError (the JVM prints it with its cause and exits 1), and the worker, whether it got to the class before or after the failure, gets NoClassDefFoundError "Could not initialize class". weft hung here: the error escaped the initializer frames below which main's call was still pending, was dropped, and the call was made again and again.
public class MainClassInitFailure {
    static int value;

    static {
        Thread worker = new Thread(() -> System.out.println("worker sees " + value));
        worker.start();
        if (value == 0) {
            throw new IllegalStateException("no configuration");
        }
    }

    public static void main(String[] args) {
        System.out.println("main runs with " + value);
    }
}
