// weft: expect exit 3
// Covers: System.exit inside a try block with a finally clause: the finally block does NOT run, catch blocks do not run, enclosing finally blocks do not run; exit code 3; exit called from a nested method inside try-with-resources does not close the resource
public class SystemExitInFinally {
    static class Res implements AutoCloseable {
        @Override
        public void close() {
            System.out.println("close must not run");
        }
    }

    static void leave(int code) {
        try {
            System.out.println("leaving with " + code);
            System.exit(code);
        } catch (Throwable t) {
            System.out.println("catch must not run");
        } finally {
            System.out.println("inner finally must not run");
        }
    }

    public static void main(String[] args) {
        try (Res r = new Res()) {
            try {
                System.out.println("in try");
                leave(3);
            } finally {
                System.out.println("outer finally must not run");
            }
        }
        System.out.println("after try must not run");
    }
}
