// Checks: assertions are enabled by default (`assert false` ends with exit 1 and
// `Exception in thread "main" java.lang.AssertionError`), and `--disable-assertions` makes it a no-op.
public class AssertFalse {
    public static void main(String[] args) {
        System.out.println("before");
        assert false;
        System.out.println("after");
    }
}
