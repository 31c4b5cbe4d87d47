// weft: expect exit 1
// Covers: uncaught ExceptionInInitializerError escaping main when a static initializer throws (exit 1, stderr first line 'Exception in thread "main" java.lang.ExceptionInInitializerError')
public class UncaughtInitError {
    static class Config {
        static final int[] VALUES = new int[2];
        static final int THIRD;

        static {
            System.out.println("Config init starts");
            THIRD = VALUES[3];
        }
    }

    public static void main(String[] args) {
        System.out.println("main begins");
        System.out.println(Config.THIRD);
    }
}
