// weft: expect exit 0
// Covers: unbounded recursion throws StackOverflowError which can be caught (depth is not printed since it is VM-specific), program continues normally afterwards and can recurse again moderately deep (2000 frames)
public class StackOverflow {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static int sumTo(int n) {
        return n == 0 ? 0 : n + sumTo(n - 1);
    }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 1000: " + (depth > 1000));
        }
        System.out.println("sumTo(2000) = " + sumTo(2000));
    }
}
