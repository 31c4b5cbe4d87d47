// weft: expect assertion
// Covers: nondeterministic input in a worker thread: it picks Verify.randomBoolean() and Verify.randomInt(3) and stores them; main asserts after the join that the pair is not (true, 2), which fails only for that one data choice, so the assertion is found only by exploring data choices (one thread order cannot fail).
import weft.Verify;

public class VerifyChoiceAssert {
    static boolean fast;
    static int level;

    public static void main(String[] args) throws InterruptedException {
        Thread chooser = new Thread(() -> {
            fast = Verify.randomBoolean();
            level = Verify.randomInt(3);
        });
        chooser.start();
        chooser.join();
        assert !(fast && level == 2) : "fast mode at level 2 is not supported";
        System.out.println("fast = " + fast + ", level = " + level);
    }
}
