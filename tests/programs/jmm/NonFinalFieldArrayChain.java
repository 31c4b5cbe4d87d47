// `FinalFieldArrayChain` with the box's field not final: JLS 17.5 promises nothing, so the
// reader, which sees the reference through a data race, may see the field's default (no array)
// and the element's default value 0 as well as 42 (under sequential consistency it cannot: both
// are written before the reference).
// weft: outcomes sc "42" "null"
// weft: outcomes jmm "0" "42" "no array" "null"
public class NonFinalFieldArrayChain {
    static final class Box {
        int[] a;

        Box() {
            int[] t = new int[1];
            t[0] = 42;
            a = t;
        }
    }

    static Box latest;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box());
        Thread r = new Thread(() -> {
            Box b = latest;
            int[] a = b == null ? null : b.a;
            System.out.println(b == null ? "null" : a == null ? "no array" : String.valueOf(a[0]));
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
