// weft: expect exit 0
// Covers: assert statements with assertions enabled (-ea, weft's default): assert false with a String message caught as AssertionError (getMessage), non-String detail (int, object), assert with side effects evaluated, passing assertions, AssertionError constructed directly, desiredAssertionStatus
public class Assertions {
    static int sideEffects = 0;

    static boolean touch() {
        sideEffects++;
        return true;
    }

    public static void main(String[] args) {
        try {
            assert false : "msg";
            System.out.println("assertions disabled?!");
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage() + " | " + e);
        }
        try {
            assert 1 + 1 == 3 : 42;
        } catch (AssertionError e) {
            System.out.println("int detail: " + e.getMessage());
        }
        try {
            assert "a".isEmpty() : java.util.List.of(1, 2);
        } catch (AssertionError e) {
            System.out.println("object detail: " + e.getMessage());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("no detail: " + e.getMessage() + " | " + e);
        }
        assert touch();
        assert touch() : "not evaluated";
        System.out.println("side effects: " + sideEffects);
        int x = 5;
        assert x > 0 : "positive";
        System.out.println("passed assertion");
        try {
            throw new AssertionError("direct", new RuntimeException("cause"));
        } catch (AssertionError e) {
            System.out.println(e.getMessage() + " cause=" + e.getCause().getMessage());
        }
        System.out.println("status: " + Assertions.class.desiredAssertionStatus());
    }
}
