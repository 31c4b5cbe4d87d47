// weft: expect exit 0
// Covers: arrays of every primitive type (boolean, byte, short, char, int, long, float, double): default values, element stores with implicit narrowing, length, clone, array initializers, enhanced for, Arrays.toString for each type
import java.util.Arrays;

public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] zs = new boolean[3];
        byte[] bs = new byte[3];
        short[] ss = new short[3];
        char[] cs = new char[3];
        int[] is = new int[3];
        long[] ls = new long[3];
        float[] fs = new float[3];
        double[] ds = new double[3];
        Object[] os = new Object[2];
        System.out.println(Arrays.toString(zs) + Arrays.toString(bs) + Arrays.toString(ss) + Arrays.toString(is)
            + Arrays.toString(ls) + Arrays.toString(fs) + Arrays.toString(ds) + Arrays.toString(os));
        System.out.println((int) cs[0]);
        zs[1] = true;
        bs[0] = (byte) 200;
        bs[1] = 127;
        bs[1]++;
        ss[2] = (short) 40000;
        cs[0] = 'x';
        cs[1] = 65;
        cs[2] = (char) (cs[0] + 1);
        is[0] = Integer.MAX_VALUE;
        is[0] += 1;
        ls[1] = 1L << 62;
        fs[2] = 1.0f / 3;
        ds[0] = Math.sqrt(2);
        System.out.println(Arrays.toString(zs) + Arrays.toString(bs) + Arrays.toString(ss) + Arrays.toString(cs) + Arrays.toString(is)
            + Arrays.toString(ls) + Arrays.toString(fs) + Arrays.toString(ds));
        int[] init = {5, 4, 3, 2, 1};
        int total = 0;
        for (int v : init) {
            total += v;
        }
        System.out.println(init.length + " " + total);
        int[] cl = init.clone();
        cl[0] = 99;
        System.out.println(init[0] + " " + cl[0] + " " + (cl != init));
        long[] fib = new long[60];
        fib[0] = 0;
        fib[1] = 1;
        for (int i = 2; i < fib.length; i++) {
            fib[i] = fib[i - 1] + fib[i - 2];
        }
        System.out.println(fib[59]);
        double[] weights = {0.5, 0.25, 0.125};
        double wsum = 0;
        for (double w : weights) {
            wsum += w;
        }
        System.out.println(wsum);
        char[] word = {'j', 'a', 'v', 'a'};
        System.out.println(new String(word) + word.length);
        byte[] data = new byte[256];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) i;
        }
        int unsignedSum = 0, signedSum = 0;
        for (byte x : data) {
            unsignedSum += x & 0xff;
            signedSum += x;
        }
        System.out.println(unsignedSum + " " + signedSum);
        boolean[] sieve = new boolean[100];
        int primes = 0;
        for (int i = 2; i < 100; i++) {
            if (!sieve[i]) {
                primes++;
                for (int j = i * i; j < 100; j += i) {
                    sieve[j] = true;
                }
            }
        }
        System.out.println("primes<100: " + primes);
        int[] zero = new int[0];
        System.out.println(zero.length + Arrays.toString(zero));
        System.out.println(new int[] {1, 2}.getClass().getName() + " " + new double[0][0].getClass().getName() + " " + new String[0].getClass().getName());
    }
}
