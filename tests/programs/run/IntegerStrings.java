// weft: expect exit 0
// Covers: Integer/Long toBinaryString, toHexString, toOctalString, toString(radix), bitCount, reverse, reverseBytes, highestOneBit, lowestOneBit, numberOfLeadingZeros/TrailingZeros, rotate, signum, compare, MIN/MAX strings
public class IntegerStrings {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 10, 255, -256, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
        for (int v : vals) {
            System.out.println(v + " bin=" + Integer.toBinaryString(v) + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v)
                + " r36=" + Integer.toString(v, 36) + " r7=" + Integer.toString(v, 7) + " bits=" + Integer.bitCount(v));
            System.out.println("  rev=" + Integer.reverse(v) + " revBytes=" + Integer.reverseBytes(v) + " hi=" + Integer.highestOneBit(v)
                + " lo=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " rotl=" + Integer.rotateLeft(v, 4) + " rotr=" + Integer.rotateRight(v, 36) + " sig=" + Integer.signum(v));
        }
        long[] lvals = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 0xDEADBEEFCAFEL};
        for (long v : lvals) {
            System.out.println(v + " bin=" + Long.toBinaryString(v) + " hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v)
                + " r36=" + Long.toString(v, 36) + " bits=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v));
        }
        System.out.println(Integer.compare(3, 5) + " " + Long.compare(5, 3) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.divideUnsigned(-1, 3));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println(Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Integer.SIZE + " " + Long.BYTES);
        System.out.println(Integer.toString(-255, 16) + " " + Integer.toString(100, 99) + " " + Integer.sum(3, 4) + " " + Integer.max(3, 9));
        System.out.println(Integer.toHexString(Float.floatToIntBits(-1.5f)) + " " + Long.toHexString(Double.doubleToLongBits(2.0)));
    }
}
