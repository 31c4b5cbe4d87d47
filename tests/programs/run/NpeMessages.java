// weft: expect exit 0
// Covers: helpful NullPointerException messages (JEP 358) for every dereferencing bytecode: invoke on locals, statics, fields and return values, getfield/putfield chains, loads from and stores to every primitive and object array type, arraylength, monitorenter, athrow of null; local names from the LocalVariableTable, this, parameters, array elements with constant, local, static and computed indices, five-level truncation, merged sources without a because clause, class names shortened to Object/String, array-class receivers, interfaces, nested classes, boxing, string switch, enhanced for, lambdas and method references (hidden frames give no message), NPEs created explicitly (no message), NPEs raised inside JDK code
import java.util.*;
import java.util.function.*;

public class NpeMessages {
    static String s;
    static int[] arr;
    static Object[] objs;
    static NpeMessages root;
    int f;
    long lf;
    NpeMessages next;
    NpeMessages[] kids;
    String name;

    static class Inner {
        static Inner INST;
        Inner in;
        String text;
        String get() { return text; }
    }

    interface Shape { String label(); default int size() { return 1; } }

    static NpeMessages find(int k) { return null; }
    NpeMessages getNext() { return next; }
    private int priv() { return f; }
    static int takes(long a, double b, String c, Object d, int[] e, List<String> g, StringBuilder h, Object[][] i, Inner j) { return 0; }

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

    static void param(String x) { x.length(); }
    static void paramReassigned(String x, int k) { if (k > 5) x = "a"; x = null; x.length(); }
    static void paramLong(long a, String b, double c, String d) { d.length(); }
    void instanceParam(String x, NpeMessages y) { y.next.f = 2; }
    void thisChain() { this.next.next.f = 1; }
    void thisField() { next.name.length(); }

    public static void main(String[] args) {
        String local = null;
        NpeMessages nm = new NpeMessages();
        Object[] oa = new Object[3];
        int[][] m = new int[400][];
        int i = 1;
        report(() -> { String q = null; q.length(); });
        report(() -> s.length());
        report(() -> { NpeMessages x = new NpeMessages(); x.next.f = 1; });
        report(() -> { NpeMessages x = new NpeMessages(); System.out.println(x.next.f); });
        report(() -> arr[0] = 1);
        report(() -> System.out.println(arr.length));
        report(() -> { NpeMessages x = new NpeMessages(); synchronized (x.next) { System.out.println("in"); } });
        report(() -> { throw null; });
        report(() -> { NpeMessages x = new NpeMessages(); x.next.toString(); });
        report(() -> find(3).toString());
        report(() -> { Object[] o = new Object[3]; o[2].toString(); });
        report(() -> { String[] sa = null; System.out.println(sa[1]); });
        report(() -> { byte[] b = null; b[0] = 1; });
        report(() -> { byte[] b = null; System.out.println(b[0]); });
        report(() -> { boolean[] b = null; b[0] = true; });
        report(() -> { boolean[] b = null; System.out.println(b[0]); });
        report(() -> { char[] b = null; b[0] = 'x'; });
        report(() -> { char[] b = null; System.out.println(b[0]); });
        report(() -> { short[] b = null; b[0] = 1; });
        report(() -> { short[] b = null; System.out.println(b[0]); });
        report(() -> { long[] b = null; b[0] = 1L; });
        report(() -> { long[] b = null; System.out.println(b[0]); });
        report(() -> { float[] b = null; b[0] = 1f; });
        report(() -> { float[] b = null; System.out.println(b[0]); });
        report(() -> { double[] b = null; b[0] = 1d; });
        report(() -> { double[] b = null; System.out.println(b[0]); });
        report(() -> { int[] b = null; System.out.println(b[0]); });
        report(() -> { Object[] b = null; b[0] = "x"; });
        report(() -> param(null));
        report(() -> paramReassigned("x", 3));
        report(() -> paramLong(1L, "b", 2.0, null));
        report(() -> new NpeMessages().instanceParam("a", new NpeMessages()));
        report(() -> new NpeMessages().thisChain());
        report(() -> { NpeMessages x = new NpeMessages(); x.next = new NpeMessages(); x.thisField(); });
        report(() -> { int[][] mm = new int[2][]; mm[1][0] = 3; });
        report(() -> { int[][] mm = new int[2][]; int k = 1; mm[k][0] = 3; });
        report(() -> { int[][] mm = new int[3][]; int k = 1; mm[k + 1][0] = 3; });
        report(() -> { int[][] mm = new int[400][]; mm[300][0] = 3; });
        report(() -> { int[][] mm = new int[400][]; mm[-0 + 100][0] = 3; });
        report(() -> { Object[][] mm = new Object[2][2]; int[] idx = {1, 0}; mm[idx[0]][idx[1]].toString(); });
        report(() -> { NpeMessages a = new NpeMessages(); a.next = new NpeMessages(); a.next.next = new NpeMessages(); a.next.next.next = new NpeMessages(); a.next.next.next.next = new NpeMessages(); a.next.next.next.next.next.next.f = 1; });
        report(() -> { NpeMessages a = new NpeMessages(); a.next = new NpeMessages(); a.next.next = new NpeMessages(); a.next.next.next = new NpeMessages(); a.next.next.next.next.next.f = 1; });
        report(() -> { String a = null, b = "x"; boolean flag = a == null; (flag ? a : b).length(); });
        report(() -> { List<String> l = null; l.size(); });
        report(() -> { Map<String, String> mp = new HashMap<>(); mp.get("k").length(); });
        report(() -> { StringBuilder sb = null; sb.append("x"); });
        report(() -> { StringBuilder sb = null; sb.append(1.5); });
        report(() -> { StringBuilder sb = null; sb.append(new char[0], 0, 0); });
        report(() -> root.next.f++);
        report(() -> { NpeMessages x = new NpeMessages(); x.next.lf = 5L; });
        report(() -> { NpeMessages x = new NpeMessages(); x.kids = new NpeMessages[2]; x.kids[1].next.f = 1; });
        report(() -> { NpeMessages x = new NpeMessages(); x.kids[1] = null; });
        report(() -> { NpeMessages x = new NpeMessages(); x.getNext().f = 1; });
        report(() -> { NpeMessages x = new NpeMessages(); x.getNext().next.f = 1; });
        report(() -> Inner.INST.in.text.length());
        report(() -> { Inner in = new Inner(); in.get().length(); });
        report(() -> { int[] ia = null; ia.clone(); });
        report(() -> { String[] sa = null; sa.clone(); });
        report(() -> { NpeMessages x = new NpeMessages(); x.next.priv(); });
        report(() -> { Shape sh = null; sh.size(); });
        report(() -> { Shape sh = null; sh.label(); });
        report(() -> { Integer boxed = null; int v = boxed; });
        report(() -> { Long boxed = null; long v = boxed + 1; });
        report(() -> { String sw = null; switch (sw) { case "a": break; default: break; } });
        report(() -> { List<String> l = null; for (String e : l) { } });
        report(() -> { int[] a = null; for (int e : a) { } });
        report(() -> Objects.requireNonNull(null));
        report(() -> { throw new NullPointerException(); });
        report(() -> { throw new NullPointerException("custom"); });
        report(() -> { Function<String, Integer> fn = String::length; fn.apply(null); });
        report(() -> { Supplier<String> sup = () -> null; sup.get().length(); });
        report(() -> { Object o = null; o.hashCode(); });
        report(() -> { Object o = null; o.equals(o); });
        report(() -> takes(1, 2, null, null, null, null, null, null, null));
        report(() -> { NpeMessages x = null; takes(1, 2, "c", "d", null, null, null, null, null); x.f = 1; });
        report(() -> { String z = s; z.isEmpty(); });
        report(() -> "abc".compareTo(null));
        report(() -> new String((char[]) null));
        report(() -> String.valueOf((char[]) null));
        report(() -> { String x = null; x.concat("a"); });
        report(() -> new StringBuilder().append((char[]) null));
        report(() -> Arrays.asList((Object[]) null));
        report(() -> { Thread t = null; t.start(); });
        report(() -> { Object o = objs[0]; });
        report(() -> { NpeMessages x = new NpeMessages(); x.next.name.length(); });
        report(() -> { NpeMessages x = new NpeMessages(); x.next = new NpeMessages(); x.next.name.length(); });
        report(() -> { Object[] o = new Object[3]; int k = 2; o[k].toString(); });
        report(() -> { Object[] o = new Object[3]; int[] ks = {1}; o[ks[0]].toString(); });
        report(() -> { Object[] o = new Object[3]; o[o.length - 1].toString(); });
        report(() -> { char c = 'a'; String[] t = new String[200]; t[c].length(); });
        report(() -> { String[] t = new String[3]; long k = 1; t[(int) k].length(); });
        report(() -> { String[][] t = new String[3][3]; t[1][2].length(); });
        report(() -> { String[][][] t = new String[3][3][3]; t[1][2][0].length(); });
        report(() -> { NpeMessages[] t = new NpeMessages[3]; t[0] = new NpeMessages(); t[0].kids = new NpeMessages[2]; t[0].kids[1].name.length(); });
    }
}
