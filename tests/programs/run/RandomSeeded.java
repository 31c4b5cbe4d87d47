// weft: expect exit 0
// Covers: java.util.Random with fixed seeds: nextInt(), nextInt(bound) for power-of-two and other bounds, nextLong, nextDouble, nextFloat, nextBoolean, nextGaussian, nextBytes, setSeed resets the sequence, two generators with the same seed agree, ints() stream with seed
import java.util.Arrays;
import java.util.Random;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append(r.nextInt(100)).append(' ');
        }
        System.out.println("nextInt(100): " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) {
            sb.append(r.nextInt(64)).append(' ').append(r.nextInt(7)).append(' ');
        }
        System.out.println("mixed bounds: " + sb.toString().trim());
        System.out.println("nextInt: " + r.nextInt() + " " + r.nextInt());
        System.out.println("nextLong: " + r.nextLong() + " " + r.nextLong());
        System.out.println("nextDouble: " + r.nextDouble() + " " + r.nextDouble());
        System.out.println("nextFloat: " + r.nextFloat());
        System.out.println("nextBoolean: " + r.nextBoolean() + " " + r.nextBoolean() + " " + r.nextBoolean());
        System.out.println("nextGaussian: " + r.nextGaussian() + " " + r.nextGaussian());
        byte[] bytes = new byte[6];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        r.setSeed(42);
        System.out.println("after setSeed: " + r.nextInt(100));
        Random a = new Random(0);
        Random b = new Random(0);
        boolean same = true;
        for (int i = 0; i < 1000; i++) {
            if (a.nextInt(1000) != b.nextInt(1000)) {
                same = false;
            }
        }
        System.out.println("same sequence: " + same);
        Random c = new Random(-7L);
        int[] hist = new int[6];
        for (int i = 0; i < 6000; i++) {
            hist[c.nextInt(6)]++;
        }
        System.out.println("dice histogram: " + Arrays.toString(hist));
        System.out.println("seed 123 first long: " + new Random(123).nextLong());
        System.out.println("nextInt(1 << 30): " + new Random(99).nextInt(1 << 30) + " nextInt(Integer.MAX_VALUE): " + new Random(99).nextInt(Integer.MAX_VALUE));
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
    }
}
