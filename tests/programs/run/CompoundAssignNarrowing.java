// weft: expect exit 0
// Covers: compound assignment with implicit narrowing (byte += 300, short *=, char +=, int += double, long -= float), increment/decrement on byte/short/char wrapping, ternary operator numeric promotion rules (char vs int constant, Integer vs int unboxing, mixed boxed types), evaluation order of operands and side effects
public class CompoundAssignNarrowing {
    static int counter = 0;

    static int next() {
        return ++counter;
    }

    public static void main(String[] args) {
        byte b = 10;
        b += 300;
        System.out.println(b);
        b -= 1000;
        System.out.println(b);
        b *= 3;
        System.out.println(b);
        short s = 1000;
        s *= 1000;
        System.out.println(s);
        s >>= 2;
        System.out.println(s);
        char c = 'A';
        c += 2;
        System.out.println(c);
        c += 65536;
        System.out.println(c);
        c *= 2;
        System.out.println((int) c);
        int i = 10;
        i += 3.7;
        System.out.println(i);
        i -= 0.5;
        System.out.println(i);
        i *= 1.5f;
        System.out.println(i);
        long l = 100;
        l -= 0.9f;
        System.out.println(l);
        i = 7;
        i /= 2.0;
        System.out.println(i);
        byte wrap = 127;
        wrap++;
        System.out.println(wrap);
        char cz = 0;
        cz--;
        System.out.println((int) cz);
        char x = 'x';
        int zero = 0;
        System.out.println(true ? x : 0);
        System.out.println(true ? x : zero);
        System.out.println(false ? 1 : 'y');
        System.out.println(true ? 'a' : 1.0);
        Integer boxed = 5;
        Long lboxed = 6L;
        Object o1 = true ? boxed : lboxed;
        System.out.println(o1 + " " + o1.getClass().getName());
        Object o2 = true ? boxed : "str";
        System.out.println(o2.getClass().getName());
        Integer nul = null;
        try {
            int bad = false ? 1 : nul;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("NPE from ternary unboxing");
        }
        int[] arr = new int[5];
        int idx = 0;
        arr[idx++] = idx;
        arr[idx] += ++idx * 10;
        System.out.println(java.util.Arrays.toString(arr) + " idx=" + idx);
        int k = 1;
        k += k++ + ++k;
        System.out.println(k);
        int m = 5;
        m = m++ + m--;
        System.out.println(m);
        System.out.println(next() - next() * next());
        int a = 3;
        a ^= a << 2;
        a |= 64;
        a &= ~1;
        System.out.println(a);
        String str = "s";
        str += 1 + 2;
        str += 'c';
        System.out.println(str);
        boolean flag = false;
        flag |= true;
        flag &= true;
        flag ^= true;
        System.out.println(flag);
    }
}
