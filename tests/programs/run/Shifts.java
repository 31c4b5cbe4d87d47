// weft: expect exit 0
// Covers: int and long shifts (<<, >>, >>>) with large, negative, and boundary shift counts; shift of byte/short/char promoted values
public class Shifts {
    public static void main(String[] args) {
        int[] counts = {0, 1, 31, 32, 33, 63, 64, -1, -31, -32, 100};
        int v = 0x80000001;
        for (int c : counts) {
            System.out.println("int c=" + c + ": " + (1 << c) + " " + (v >> c) + " " + (v >>> c) + " " + (-1 >>> c));
        }
        long lv = 0x8000000000000001L;
        for (int c : counts) {
            System.out.println("long c=" + c + ": " + (1L << c) + " " + (lv >> c) + " " + (lv >>> c));
        }
        long count = 65L;
        System.out.println(1 << count);
        System.out.println(8L >> 67L);
        byte b = -16;
        System.out.println(b >> 2);
        System.out.println(b >>> 28);
        System.out.println((byte) (b >>> 2));
        b >>>= 2;
        System.out.println(b);
        short s = -1;
        s >>>= 10;
        System.out.println(s);
        char ch = '\uffff';
        System.out.println(ch >> 4);
        int x = 1;
        x <<= 35;
        System.out.println(x);
        System.out.println(Integer.MIN_VALUE >> 31);
        System.out.println(Integer.MIN_VALUE >>> 31);
        System.out.println(Long.MIN_VALUE >>> 63);
        System.out.println(-8 >> 1);
        System.out.println(-8 >>> 1);
        System.out.println(~5 + " " + ~-1 + " " + ~0L);
        System.out.println((5 & 3) + " " + (5 | 3) + " " + (5 ^ 3) + " " + (-5 & 0xff));
    }
}
