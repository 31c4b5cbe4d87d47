// weft: expect exit 1
// Covers: uncaught RuntimeException in main terminates with exit code 1 after stdout written so far; finally blocks on the way out still run; stderr first line is 'Exception in thread "main" java.lang.IllegalStateException: fatal: 42'
public class UncaughtMain {
    static void deeper(int x) {
        try {
            System.out.println("deeper(" + x + ")");
            if (x == 42) {
                throw new IllegalStateException("fatal: " + x);
            }
        } finally {
            System.out.println("finally in deeper");
        }
    }

    public static void main(String[] args) {
        System.out.println("before");
        for (int i = 40; i < 45; i += 2) {
            deeper(i);
        }
        System.out.println("never printed");
    }
}
