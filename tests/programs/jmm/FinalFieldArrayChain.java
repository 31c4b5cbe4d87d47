// An immutable box whose final field refers to an array the constructor filled, published
// through a data race. JLS 17.5.1: a read of the array's element through the final field (a
// dereference chain from it) sees at least what happened before the freeze at the end of the
// constructor, so the reader prints 42 or, when it reads the static before the write, "null";
// never the array's default 0. Before, weft under jmm let the element read see the default
// value, a behaviour the JMM forbids. `NonFinalFieldArrayChain` is the same program with the
// field not final, where 0 is allowed.
// weft: outcomes sc "42" "null"
// weft: outcomes jmm "42" "null"
public class FinalFieldArrayChain {
    static final class Box {
        final int[] a;

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
            System.out.println(b == null ? "null" : String.valueOf(b.a[0]));
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
