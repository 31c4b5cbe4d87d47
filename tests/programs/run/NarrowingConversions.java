// weft: expect exit 0
// Covers: i2b, i2c, i2s, l2i truncation, sign extension when widening byte/short/char, char to int, casts in expressions
public class NarrowingConversions {
    public static void main(String[] args) {
        int[] vals = {0, 127, 128, 255, 256, -1, -129, 32767, 32768, 65535, 65536, 70000, -70000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            byte b = (byte) v;
            char c = (char) v;
            short s = (short) v;
            System.out.println(v + ": byte " + b + " char " + (int) c + " short " + s + " byte&0xff " + (b & 0xff));
        }
        long[] lvals = {0x1_0000_0001L, 0xFFFF_FFFFL, Long.MIN_VALUE, Long.MAX_VALUE, -2L, 0x8000_0000L};
        for (long l : lvals) {
            System.out.println(l + ": int " + (int) l + " short " + (short) l + " byte " + (byte) l + " char " + (int) (char) l);
        }
        byte b = (byte) 0xF0;
        int widened = b;
        System.out.println(widened);
        char c = (char) b;
        System.out.println((int) c);
        short s = (short) c;
        System.out.println(s);
        long l = b;
        System.out.println(l);
        System.out.println((byte) '\u00e9');
        System.out.println((char) 97);
        System.out.println((char) -159 == '\uff61');
        System.out.println((short) 1e10);
        System.out.println((byte) 300.7);
        System.out.println((char) 65.9);
    }
}
