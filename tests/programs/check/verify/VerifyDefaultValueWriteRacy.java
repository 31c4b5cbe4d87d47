// weft: expect race VerifyDefaultValueWriteRacy.x
// Covers: a Verify choice decides whether main stores x's default value (0): both choices reach the same machine state, one with x written by main and one with x never accessed; the started thread reads x after main's volatile write, which orders nothing before it (the thread was started before main's store), so on the path with the store its read races with it. Matching states by subsumption once let the state where x was never written (explored first) cover the other and reported no race, with or without the partial-order reduction.
import weft.Verify;

public class VerifyDefaultValueWriteRacy {
    static int x;
    static volatile int v;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            int r = x;
        });
        t.start();
        if (Verify.randomInt(2) == 1) {
            x = 0;
        }
        v = 1;
        t.join();
    }
}
