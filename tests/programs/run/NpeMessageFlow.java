// weft: expect exit 0
// Covers: helpful NullPointerException messages over control flow: parameters reassigned in loops (the analysis stops at the first stack for the faulting instruction), ternaries and switches merging different sources, catch and finally blocks, long/double parameters shifting slots, generic and varargs methods, method results as array indices, static final and static indices, six-dimensional arrays past the five-level limit, enum switch, records, inner classes (this$0), lambdas with captured variables, unboxing of every wrapper, compound assignments on long/int/double arrays, casts
import java.util.*;
import java.util.function.*;

public class NpeMessageFlow {
    enum Color { RED, GREEN }
    record Point(String label, Point next) {}
    static final int IDX = 1;
    static int idx = 1;
    static NpeMessageFlow inst;
    String text;
    NpeMessageFlow next;
    Object[] data;
    class InnerC { int g() { return text.length(); } }

    static int n = 0;
    static void report(Runnable r) {
        n++;
        try {
            r.run();
            System.out.println(n + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(n + ": " + e.getMessage());
        }
    }

    static int loopParam(String s, int k) {
        int t = 0;
        for (int i = 0; i < k; i++) {
            t += s.length();
            s = null;
        }
        return t;
    }
    static int loopLocal(int k) {
        String s = "abc";
        int t = 0;
        while (k-- > 0) {
            t += s.length();
            if (k == 1) s = null;
        }
        return t;
    }
    static int tern(boolean b, String x, String y) { return (b ? x : y).length(); }
    static int ternSame(boolean b, String x) { return (b ? x : x).length(); }
    static int sw(int k, String a, String b) {
        String r;
        switch (k) {
            case 0: r = a; break;
            case 1: r = b; break;
            default: r = null;
        }
        return r.length();
    }
    static int afterCatch(String s) {
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            s = null;
        }
        return s.length();
    }
    static int inFinally(String s) {
        try {
            return 1;
        } finally {
            s.length();
        }
    }
    static void syncOn(Object o) { synchronized (o) { System.out.println("x"); } }
    static int longsFirst(long a, double b, int c, Object d) { return d.hashCode(); }
    int instArgs(long a, String b) { return b.length(); }
    int thisText() { return text.length(); }
    static <T> int generic(T t, List<T> l) { return l.size(); }
    static int varargs(String... xs) { return xs.length; }
    static int varargs2(String... xs) { return xs[0].length(); }
    static Object[] arr() { return null; }
    static int getIdx() { return 1; }
    static int colorSwitch(Color c) {
        switch (c) { case RED: return 1; default: return 2; }
    }
    static String str(Object o) { return "v" + o.toString(); }

    public static void main(String[] args) {
        report(() -> loopParam("ab", 3));
        report(() -> loopLocal(3));
        report(() -> tern(false, "a", null));
        report(() -> ternSame(true, null));
        report(() -> sw(0, null, "b"));
        report(() -> sw(1, "a", null));
        report(() -> sw(2, "a", "b"));
        report(() -> afterCatch("x"));
        report(() -> inFinally(null));
        report(() -> syncOn(null));
        report(() -> longsFirst(1, 2, 3, null));
        report(() -> new NpeMessageFlow().instArgs(1, null));
        report(() -> new NpeMessageFlow().thisText());
        report(() -> generic("a", null));
        report(() -> varargs((String[]) null));
        report(() -> varargs2((String) null));
        report(() -> arr()[0].toString());
        report(() -> { Object[] o = new Object[3]; o[getIdx()].toString(); });
        report(() -> { Object[] o = new Object[3]; o[IDX].toString(); });
        report(() -> { Object[] o = new Object[3]; o[idx].toString(); });
        report(() -> { Object[][][][][][] a = new Object[1][1][1][1][1][]; a[0][0][0][0][0][0].toString(); });
        report(() -> { Object[][][][][][][] a = new Object[1][1][1][1][1][1][]; a[0][0][0][0][0][0][0] = null; });
        report(() -> { NpeMessageFlow x = new NpeMessageFlow(); x.next = new NpeMessageFlow(); x.next.next = new NpeMessageFlow(); x.next.next.next.getNext2().text.length(); });
        report(() -> colorSwitch(null));
        report(() -> str(null));
        report(() -> { Point p = new Point("a", null); p.next().label().length(); });
        report(() -> { Point p = new Point(null, null); p.label().length(); });
        report(() -> { Point p = null; p.equals(p); });
        report(() -> { Point p = null; p.toString(); });
        report(() -> { NpeMessageFlow o = new NpeMessageFlow(); NpeMessageFlow.InnerC ic = o.new InnerC(); ic.g(); });
        report(() -> Objects.requireNonNull((String) null).length());
        report(() -> { BiFunction<String, String, Integer> f = (a, b) -> a.length() + b.length(); f.apply("x", null); });
        report(() -> { String cap = null; Runnable r = () -> cap.length(); r.run(); });
        report(() -> { Map<String, List<String>> m = new HashMap<>(); m.get("a").add("x"); });
        report(() -> { List<String> l = new ArrayList<>(); l.add(null); l.get(0).trim(); });
        report(() -> { inst.next.text = "x"; });
        report(() -> { inst = new NpeMessageFlow(); inst.data[0] = 1; });
        report(() -> { inst = new NpeMessageFlow(); inst.next.data[0] = 1; });
        report(() -> { inst = new NpeMessageFlow(); System.out.println(inst.data.length); });
        report(() -> { long[] la = null; la[0]++; });
        report(() -> { int[] ia = null; ia[0] += 3; });
        report(() -> { double[][] dd = new double[2][]; dd[1][0] = 1.5; });
        report(() -> { long[][] ll = new long[2][]; System.out.println(ll[1][0]); });
        report(() -> { String s = null; System.out.println(s.length() + 1); });
        report(() -> { StringBuilder sb = new StringBuilder(); String s = null; sb.append(s.length()); });
        report(() -> { Iterator<String> it = null; while (it.hasNext()) { } });
        report(() -> { String s = null; boolean b = s.isEmpty() || s.length() > 2; });
        report(() -> { Object o = null; String s = (String) o; s.length(); });
        report(() -> { Object o = null; ((String) o).length(); });
        report(() -> { Object[] os = null; Object o = os.clone(); });
        report(() -> { char[] cs = null; String.valueOf(cs); });
        report(() -> { Integer i = null; Integer j = i + 1; });
        report(() -> { Boolean b = null; if (b) { } });
        report(() -> { Character c = null; char x = c; });
        report(() -> { Double d = null; double x = d * 2; });
        report(() -> { List<Integer> l = Arrays.asList(1, null); int s = 0; for (int v : l) s += v; });
        report(() -> { int[] a = {1}; int[] b = null; a = b; System.out.println(a[0]); });
        report(() -> { Object lock = null; synchronized (lock) { } });
        report(() -> { Thread t = new Thread((Runnable) null); t.run(); });
        report(() -> { String s = null; s.chars(); });
        report(() -> { String s = null; switch (s.length()) { default: } });
        report(() -> { Exception e = null; try { throw e; } catch (Exception x) { } });
        report(() -> { RuntimeException e = null; throw e; });
    }
    NpeMessageFlow getNext2() { return null; }
}
