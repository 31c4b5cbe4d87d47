// weft: expect ok
// Covers: Verify.assume prunes paths: two threads each pick a divisor offset with Verify.randomInt(4) and add it to a synchronized total; main assumes the total is not 6 (pruning the only choice pair 3+3 that would divide by zero in 12 / (6 - total)) and asserts the quotient is at least 2; with the pruned path gone, no schedule or choice throws or fails.
import weft.Verify;

public class VerifyAssumeOk {
    static int total;

    static synchronized void add(int v) {
        total += v;
    }

    static synchronized int total() {
        return total;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> add(Verify.randomInt(4)));
        Thread b = new Thread(() -> add(Verify.randomInt(4)));
        a.start();
        b.start();
        a.join();
        b.join();
        int t = total();
        Verify.assume(t != 6);
        int quotient = 12 / (6 - t);
        assert quotient >= 2 : "quotient too small";
        System.out.println("quotient = " + quotient);
    }
}
