// Recursion without a base case in a thread: the uncaught StackOverflowError's trace keeps the
// innermost 1,024 frames, as HotSpot's does.
public class UncaughtStackOverflow {
    static int depth(int n) {
        return depth(n + 1) + 1;
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println(depth(0)), "recurser");
        t.start();
        t.join();
    }
}
