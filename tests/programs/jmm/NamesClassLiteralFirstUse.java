// Whichever thread first loads a class literal makes its mirror, which shifts that thread's
// allocation count: a value seen from the future named t1's S on one path and the class
// mirror on another, and t0's field read stopped with "invalid bytecode". With the class in
// the name, the value names only an S. Allowed: 42, and 0 (the racy S's field at its default).
// weft: outcomes sc "42"
// weft: outcomes jmm "0" "42"
public class NamesClassLiteralFirstUse {
    static final class S { int v = 42; }
    static S inst;
    static Object sink;
    public static void main(String[] a) throws Exception {
        Thread t0 = new Thread(() -> { S s = inst; if (s == null) { sink = NamesClassLiteralFirstUse.class; s = new S(); } System.out.println(s.v); });
        Thread t1 = new Thread(() -> { sink = NamesClassLiteralFirstUse.class; inst = new S(); });
        t0.start(); t1.start();
    }
}
