// The dereference chain goes on past the first object: the box's final field refers to a
// node (a class of the program, with a plain field) that the constructor made and set. A
// read of the node's field through the box's final field sees the constructor's 7, never
// the default 0 (JLS 17.5.1: `r1` dereferences `r2` through any number of reads). The
// constructing thread writes the node again (8) after the constructor returned and before
// publishing the box: that write is not before the freeze, so the reader may see 7 or 8.
// weft: outcomes sc "8" "null"
// weft: outcomes jmm "7" "8" "null"
public class FinalFieldChainNested {
    static final class Node {
        int v;
    }

    static final class Box {
        final Node n;

        Box() {
            Node t = new Node();
            t.v = 7;
            n = t;
        }
    }

    static Box latest;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            Box b = new Box();
            b.n.v = 8;
            latest = b;
        });
        Thread r = new Thread(() -> {
            Box b = latest;
            System.out.println(b == null ? "null" : String.valueOf(b.n.v));
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
