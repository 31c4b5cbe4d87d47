// Checks: an uncaught exception in main: exit 1, stderr's first line is
// `Exception in thread "main" java.lang.IllegalStateException: boom`, followed by frames
// `\tat Uncaught.fail(Uncaught.java:7)` and `\tat Uncaught.main(Uncaught.java:12)`.
public class Uncaught {
    static void fail(int n) {
        if (n > 0) {
            throw new IllegalStateException("boom");
        }
    }

    public static void main(String[] args) {
        fail(args.length + 1);
    }
}
