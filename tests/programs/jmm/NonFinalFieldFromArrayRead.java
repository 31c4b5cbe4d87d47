// The control of `FinalFieldFromArrayRead`: the same program with `x` not final. Nothing
// orders the constructor's write of x before the reader's read of it, so the reader may see
// the new object with x still 0, both when it sees the reference from the future and when it
// sees it after the write.
// weft: outcomes sc "1" "42"
// weft: outcomes jmm "0" "1" "42"
public class NonFinalFieldFromArrayRead {
    static final class Box {
        int x;

        Box(int x) {
            this.x = x;
        }
    }

    static int[] table = {42};
    static Box latest = new Box(1);

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box(table[0]));
        Thread r = new Thread(() -> System.out.println(latest.x));
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
