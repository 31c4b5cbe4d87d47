// weft: expect exception java.lang.IllegalStateException
// Covers: the weft.Verify twin of JpfListsException.
import weft.Verify;

public class WeftListsException {
    public static void main(String[] args) {
        long[] longs = {3L, 7L};
        double[] doubles = {0.5, 2.5};
        long l = longs[Verify.randomInt(2)];
        double d = doubles[Verify.randomInt(2)];
        System.out.println("l = " + l);
        if (l == 7L && d == 2.5) {
            throw new IllegalStateException("l = " + l + ", d = " + d);
        }
    }
}
