// weft: expect exit 0
// Covers: int/long overflow and wrap-around, MIN_VALUE edge cases, negation, Math.abs(MIN_VALUE), int*int vs long promotion
public class IntOverflow {
    static int twice(int x) { return x * 2; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(-min);
        System.out.println(min / -1);
        System.out.println(min % -1);
        System.out.println(Math.abs(min));
        System.out.println(max * max);
        System.out.println((long) max * max);
        System.out.println(twice(1 << 30));
        System.out.println(1_000_000 * 1_000_000);
        System.out.println(1_000_000L * 1_000_000);
        long lmax = Long.MAX_VALUE;
        long lmin = Long.MIN_VALUE;
        System.out.println(lmax + 1);
        System.out.println(lmin - 1);
        System.out.println(-lmin);
        System.out.println(lmin / -1);
        System.out.println(lmin % -1L);
        System.out.println(Math.abs(lmin));
        System.out.println(lmax * 3);
        int acc = 1;
        for (int i = 0; i < 40; i++) {
            acc = acc * 31 + i;
        }
        System.out.println(acc);
        long lacc = 7;
        for (int i = 0; i < 70; i++) {
            lacc = lacc * 1_000_003L + i;
        }
        System.out.println(lacc);
        int x = max;
        x++;
        System.out.println(x);
        x += max;
        System.out.println(x);
        short s = Short.MAX_VALUE;
        s++;
        System.out.println(s);
        byte b = Byte.MIN_VALUE;
        b--;
        System.out.println(b);
        char c = 0;
        c--;
        System.out.println((int) c);
        System.out.println(Integer.MAX_VALUE + Integer.MAX_VALUE);
        System.out.println(Long.MIN_VALUE + Long.MIN_VALUE);
        System.out.println((int) 3_000_000_000L);
        System.out.println((int) -3_000_000_000L);
    }
}
