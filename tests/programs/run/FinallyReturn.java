// weft: expect exit 0
// Covers: try/finally control flow: return in finally overriding a return value and swallowing an exception, finally runs after return (primitive return value not affected by later mutation, object mutation visible), nested finally order, break/continue through finally, exception in finally replacing the original
import java.util.ArrayList;
import java.util.List;

public class FinallyReturn {
    @SuppressWarnings("finally")
    static int overrideReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int primitiveSnapshot() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            System.out.println("finally set x=" + x);
        }
    }

    static List<String> objectMutation() {
        List<String> list = new ArrayList<>();
        try {
            list.add("try");
            return list;
        } finally {
            list.add("finally");
        }
    }

    static void nested() {
        try {
            try {
                try {
                    System.out.println("innermost try");
                    throw new IllegalArgumentException("deep");
                } finally {
                    System.out.println("finally 1");
                }
            } finally {
                System.out.println("finally 2");
            }
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        } finally {
            System.out.println("finally 3");
        }
    }

    static void loops() {
        for (int i = 0; i < 4; i++) {
            try {
                if (i == 1) {
                    continue;
                }
                if (i == 3) {
                    break;
                }
                System.out.println("body " + i);
            } finally {
                System.out.println("finally " + i);
            }
        }
    }

    static void replaced() {
        try {
            try {
                throw new IllegalStateException("original");
            } finally {
                Object o = null;
                if (o == null) {
                    throw new UnsupportedOperationException("from finally");
                }
            }
        } catch (RuntimeException e) {
            System.out.println("got " + e.getClass().getName() + ": " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
    }

    static int counter = 0;

    static int incrementTwice() {
        try {
            counter++;
            return counter;
        } finally {
            counter++;
        }
    }

    public static void main(String[] args) {
        System.out.println(overrideReturn());
        System.out.println(swallow());
        System.out.println(primitiveSnapshot());
        System.out.println(objectMutation());
        nested();
        loops();
        replaced();
        System.out.println(incrementTwice() + " " + counter);
    }
}
