// weft: expect exit 1
// Covers: the main class's static initializer prints, then throws before main begins: the JVM prints the output so far, then "Exception in thread "main" java.lang.ExceptionInInitializerError" with the cause, and exits 1 (weft hung: the error escaped the initializer while the call of main was still pending)
public class MainClassInitializerThrows {
    static int configured;

    static {
        System.out.println("initializing");
        if (configured == 0) {
            throw new IllegalStateException("not configured");
        }
    }

    public static void main(String[] args) {
        System.out.println("main");
    }
}
