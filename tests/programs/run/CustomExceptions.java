// weft: expect exit 0
// Covers: user-defined checked and unchecked exception classes, constructors with message and cause, getMessage/getLocalizedMessage/toString formats (with and without message, nested class names), cause chains via getCause/initCause, Throwable(cause) message derived from cause, overriding getMessage, exception fields
public class CustomExceptions {
    static class AppException extends Exception {
        final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, Throwable cause) {
            super(msg, cause);
            this.code = -1;
        }
    }

    static class ValidationException extends RuntimeException {
        ValidationException(String field) {
            super("invalid field: " + field);
        }
    }

    static class NoMessage extends RuntimeException {
    }

    static class Custom extends RuntimeException {
        @Override
        public String getMessage() {
            return "computed message";
        }
    }

    static void level3(int x) throws AppException {
        if (x < 0) {
            throw new AppException("negative: " + x, 400);
        }
        try {
            Integer.parseInt("x" + x);
        } catch (NumberFormatException e) {
            throw new AppException("wrapped parse failure", e);
        }
    }

    public static void main(String[] args) {
        try {
            level3(-5);
        } catch (AppException e) {
            System.out.println(e.getMessage() + " code=" + e.code + " cause=" + e.getCause());
            System.out.println(e);
        }
        try {
            level3(5);
        } catch (AppException e) {
            System.out.println(e + " / cause: " + e.getCause() + " / code=" + e.code);
        }
        try {
            throw new ValidationException("email");
        } catch (RuntimeException e) {
            System.out.println(e + " | " + e.getLocalizedMessage());
        }
        System.out.println(new NoMessage() + " | " + new NoMessage().getMessage());
        System.out.println(new Custom());
        RuntimeException fromCause = new RuntimeException(new IllegalStateException("root"));
        System.out.println(fromCause.getMessage());
        System.out.println(fromCause);
        RuntimeException nullCause = new RuntimeException((Throwable) null);
        System.out.println(nullCause.getMessage() + " " + nullCause.getCause());
        Exception late = new Exception("late");
        late.initCause(new Error("cause set later"));
        System.out.println(late.getCause());
        try {
            late.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getName());
        }
        Throwable chain = new Exception("top", new RuntimeException("middle", new Error("bottom")));
        int depth = 0;
        for (Throwable t = chain; t != null; t = t.getCause()) {
            System.out.println("  ".repeat(depth++) + t);
        }
        System.out.println(new Exception().getMessage() + " " + new Exception((String) null).toString());
        System.out.println(new ArithmeticException("custom arith") + " " + new NullPointerException("npe msg").getMessage());
        System.out.println(new UnsupportedOperationException() + " " + new IndexOutOfBoundsException(5).getMessage());
    }
}
