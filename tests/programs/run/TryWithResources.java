// weft: expect exit 0
// Covers: try-with-resources: close order (reverse of opening), close after normal completion and after exception, suppressed exceptions from close (getSuppressed), exception in resource initialization closing earlier resources, null resource, catch/finally order with resources
public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("open " + name);
        }

        Res(String name) {
            this(name, false);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failOnClose) {
                throw new IllegalStateException("close failed: " + name);
            }
        }
    }

    static Res failingOpen(String name) {
        System.out.println("attempt open " + name);
        throw new IllegalArgumentException("cannot open " + name);
    }

    public static void main(String[] args) {
        try (Res a = new Res("a"); Res b = new Res("b")) {
            System.out.println("body uses " + a.name + b.name);
        }
        System.out.println("--");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed " + s.getMessage());
            }
        } finally {
            System.out.println("finally after resources");
        }
        System.out.println("--");
        try (Res a = new Res("a", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught from close: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        System.out.println("--");
        try (Res a = new Res("a"); Res b = failingOpen("b"); Res c = new Res("c")) {
            System.out.println("never");
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("--");
        try (Res nothing = null) {
            System.out.println("null resource is fine: " + (nothing == null));
        }
        System.out.println("--");
        Res outer = new Res("outer");
        try (outer; Res inner = new Res("inner")) {
            System.out.println("java9 style");
        }
        Throwable t = new Exception("primary");
        t.addSuppressed(new Exception("s1"));
        t.addSuppressed(new Exception("s2"));
        System.out.println(t.getSuppressed().length + " " + t.getSuppressed()[1].getMessage());
    }
}
