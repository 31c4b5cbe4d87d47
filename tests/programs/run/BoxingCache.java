// weft: expect exit 0
// Covers: autoboxing and the Integer/Long/Short/Byte/Character caches (127 same, 128 different), Boolean.valueOf identity, equals across box types, unboxing null -> NullPointerException, boxed arithmetic and compound assignment, overload resolution with boxing
import java.util.ArrayList;
import java.util.List;

public class BoxingCache {
    static String which(long x) {
        return "long";
    }

    static String which(Integer x) {
        return "Integer";
    }

    static String which(Object x) {
        return "Object";
    }

    @SuppressWarnings("removal")
    public static void main(String[] args) {
        Integer a = 127, b = 127;
        System.out.println(a == b);
        Integer c = 128, d = 128;
        System.out.println(c == d);
        System.out.println(c.equals(d));
        Integer e = -128, f = -128;
        System.out.println(e == f);
        Integer g = -129, h = -129;
        System.out.println(g == h);
        Long la = 127L, lb = 127L;
        System.out.println(la == lb);
        Long lc = 1000L, ld = 1000L;
        System.out.println(lc == ld);
        Character ca = 'a', cb = 'a';
        System.out.println(ca == cb);
        Character cc = '\u0100', cd = '\u0100';
        System.out.println(cc == cd);
        Boolean ba = true, bb = Boolean.valueOf("TRUE");
        System.out.println(ba == bb);
        Short sa = 100, sb = 100;
        System.out.println(sa == sb);
        Byte bya = (byte) -1, byb = (byte) -1;
        System.out.println(bya == byb);
        System.out.println(Integer.valueOf(5) == Integer.valueOf(5));
        System.out.println(new Integer(5).equals(5));
        System.out.println(new Integer(127) == Integer.valueOf(127));
        System.out.println(Long.valueOf(5).equals(5));
        System.out.println(Long.valueOf(5).equals(5L));
        System.out.println(c == 128);
        Integer sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += i;
        }
        System.out.println(sum);
        Integer inc = 126;
        inc++;
        Integer same = 127;
        System.out.println(inc == same);
        inc++;
        Integer other = 128;
        System.out.println(inc == other);
        Integer nul = null;
        try {
            int x = nul;
            System.out.println(x);
        } catch (NullPointerException ex) {
            System.out.println("NPE on unboxing");
        }
        List<Integer> list = new ArrayList<>();
        list.add(10);
        list.add(20);
        list.add(30);
        list.remove(1);
        list.remove(Integer.valueOf(10));
        System.out.println(list);
        System.out.println(which(5));
        System.out.println(which(Integer.valueOf(5)));
        System.out.println(which("s"));
        Object o = 3;
        System.out.println(o.getClass().getName() + " " + ((Object) 3L).getClass().getName() + " " + ((Object) 'c').getClass().getName()
            + " " + ((Object) 1.0f).getClass().getName());
        Double dd = 0.5;
        double prim = dd * 4;
        System.out.println(prim + " " + Double.valueOf(0.0).equals(-0.0) + " " + (0.0 == -0.0));
        Integer big1 = 1000;
        int big2 = 1000;
        System.out.println(big1 == big2);
        System.out.println(Integer.valueOf(1000).compareTo(999) + " " + Integer.hashCode(-7) + " " + Long.hashCode(-1L) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true));
    }
}
