// Objects are named across paths by their allocating thread and count. Here t1 allocates
// `once` or not depending on a racy read, so on one path its first object is an S and on
// another a plain Object. When t0 read `inst` from the future, the value named "t1's first
// object" and, on a path where that was the Object, t0 used it as an S: weft panicked (index
// out of bounds in a field read). Names now carry the class, so a value names only an object
// of its own class. Allowed: 42, and 0 (t0 reads a racy S whose field it sees at the default).
// weft: outcomes sc "42"
// weft: outcomes jmm "0" "42"
public class NamesAllocationCountVaries {
    static final class S { int v = 42; }
    static S inst;
    static Object once;
    public static void main(String[] a) throws Exception {
        Thread t0 = new Thread(() -> { S s = inst; if (s == null) { s = new S(); inst = s; } System.out.println(s.v); });
        Thread t1 = new Thread(() -> { if (once == null) once = new Object(); inst = new S(); });
        t0.start(); t1.start();
        if (once == null) once = new Object();
    }
}
