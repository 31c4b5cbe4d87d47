// Checks: a class file on the class path that main references (Helper, from UsesHelper.java) is
// corrupted by the test (truncated); `weft run` must exit 2 with `weft: error:` naming Helper.
public class UsesHelper {
    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(Helper.greet());
    }
}

class Helper {
    static String greet() {
        return "hello from helper, a class with enough content to be truncated in the middle";
    }
}
