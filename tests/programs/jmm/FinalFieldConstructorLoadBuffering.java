// Load buffering through a constructor's argument: the writer builds `new Box(y)` and
// publishes it; the reader reads `latest`, then writes y = 1. The reader may see the new box
// with x == 1 (the writer read the reader's later write, as in `LoadBufferingPlain`): the
// final field's value is the constructor's, whatever write that read saw. Keeps the final
// field rule (a reference to an object still under construction is not seen from the future)
// from losing it: weft produces it with the reference read after the constructor returned and
// y read from the future.
// weft: outcomes sc "-1" "0"
// weft: outcomes jmm "-1" "0" "1"
public class FinalFieldConstructorLoadBuffering {
    static final class Box {
        final int x;

        Box(int x) {
            this.x = x;
        }
    }

    static int y;
    static Box latest = new Box(-1);

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box(y));
        Thread r = new Thread(() -> {
            Box b = latest;
            y = 1;
            System.out.println(b.x);
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
