// weft: expect exit 0
// Covers: the local-variable instruction sequences weft executes as superinstructions, on every path: long compares (long/long, long/widened int, long/constant, all six conditions, extremes), long arithmetic into locals (widened int operands, constants, wrapping), array loads and stores indexed by int locals and by long locals cast to int, constant and local values into every primitive array type (narrowing, boolean), reference stores (null, subtype, ArrayStoreException), and the exceptions of those accesses (null array, negative and too-large index, both index kinds), each caught so execution continues
public class FusedSequences {
    static int compares(long a, long b, int c) {
        int bits = 0;
        if (a == b) bits |= 1;
        if (a != b) bits |= 2;
        if (a < b) bits |= 4;
        if (a >= b) bits |= 8;
        if (a > b) bits |= 16;
        if (a <= b) bits |= 32;
        if (a == c) bits |= 64;
        if (a != c) bits |= 128;
        if (a < c) bits |= 256;
        if (a >= c) bits |= 512;
        if (a > c) bits |= 1024;
        if (a <= c) bits |= 2048;
        if (a < 7L) bits |= 4096;
        if (a >= 1_000_000_000_000L) bits |= 8192;
        return bits;
    }

    static long arithmetic(long a, long b, int c) {
        long r = a + b;
        long s = a - c;
        long t = a * c;
        long u = a & b;
        long v = a | c;
        long w = a ^ b;
        long x = a + 3L;
        long y = a * 1_000_003L;
        long z = a - 9_000_000_000L;
        long q = a ^ -1L;
        return r * 31 + s * 17 + t * 13 + u * 11 + v * 7 + w * 5 + x * 3 + y + z + q;
    }

    static void arrays() {
        int n = 6;
        boolean[] flags = new boolean[n];
        byte[] bytes = new byte[n];
        char[] chars = new char[n];
        short[] shorts = new short[n];
        int[] ints = new int[n];
        long[] longs = new long[n];
        float[] floats = new float[n];
        double[] doubles = new double[n];
        for (long j = 0; j < n; j += 2) {
            flags[(int) j] = true;
            ints[(int) j] = 7;
            chars[(int) j] = 'x';
        }
        for (int i = 0; i < n; i++) {
            byte b = (byte) (i * 100);
            char c = (char) (65 + i);
            short s = (short) (i * 20000);
            int v = i * i - 3;
            long l = -5_000_000_000L * i;
            float f = i / 3.0f;
            double d = i / 7.0;
            bytes[i] = b;
            chars[i] = c;
            shorts[i] = s;
            ints[i] = v;
            longs[i] = l;
            floats[i] = f;
            doubles[i] = d;
            shorts[i] = 300;
            bytes[i] = 100;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            boolean f = flags[i];
            sum = sum * 3 + (f ? 1 : 0) + bytes[i] + chars[i] + shorts[i] + ints[i] + longs[i];
            sum += (long) (floats[i] * 1000) + (long) (doubles[i] * 1000);
        }
        for (long j = 1; j < n; j++) {
            int x = ints[(int) j];
            sum = sum * 7 + x + chars[(int) j];
        }
        System.out.println("arrays " + sum);

        int[] none = null;
        int i = 2;
        long j = 2;
        int v = 5;
        try {
            none[i] = 1;
        } catch (NullPointerException e) {
            System.out.println("1: NPE");
        }
        try {
            none[(int) j] = v;
        } catch (NullPointerException e) {
            System.out.println("2: NPE");
        }
        try {
            v = none[i];
        } catch (NullPointerException e) {
            System.out.println("3: NPE");
        }
        i = -1;
        j = 6;
        try {
            ints[i] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("4: " + e.getMessage());
        }
        try {
            ints[(int) j] = v;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("5: " + e.getMessage());
        }
        try {
            v = ints[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("6: " + e.getMessage());
        }
        try {
            v = ints[(int) j];
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("7: " + e.getMessage());
        }
        j = 0x1_0000_0002L; // (int) j == 2
        ints[(int) j] = 99;
        System.out.println("8: " + ints[2] + " " + ints[(int) j]);

        Object[] objects = new String[3];
        Object s = "str";
        Object boxed = 42;
        Object nothing = null;
        i = 1;
        objects[i] = s;
        objects[i + 1] = nothing;
        try {
            objects[i] = boxed;
        } catch (ArrayStoreException e) {
            System.out.println("9: " + e.getMessage());
        }
        System.out.println("10: " + objects[i] + " " + objects[2]);
    }

    public static void main(String[] args) {
        long[] samples = {0, 1, -1, 6, 7, 8, 42, Long.MAX_VALUE, Long.MIN_VALUE, 1_000_000_000_000L, 4_294_967_296L};
        int[] ints = {0, 1, -1, 7, 42, Integer.MAX_VALUE, Integer.MIN_VALUE};
        long check = 0;
        for (long a : samples) {
            for (long b : samples) {
                for (int c : ints) {
                    check = check * 31 + compares(a, b, c);
                    check = check * 31 + arithmetic(a, b, c);
                }
            }
        }
        System.out.println("check " + check);
        arrays();
    }
}
