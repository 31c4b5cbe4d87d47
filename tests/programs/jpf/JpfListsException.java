// weft: expect exception java.lang.IllegalStateException
// weft: twin WeftListsException
// Covers: getLongFromList and getDoubleFromList take every element; only 7 with 2.5 throws. print and
// breakTransition do not change the verdict.
import gov.nasa.jpf.vm.Verify;

public class JpfListsException {
    public static void main(String[] args) {
        long l = Verify.getLongFromList(3L, 7L);
        Verify.breakTransition("after the first choice");
        double d = Verify.getDoubleFromList(0.5, 2.5);
        Verify.print("l = ", (int) l);
        Verify.println();
        if (l == 7L && d == 2.5) {
            throw new IllegalStateException("l = " + l + ", d = " + d);
        }
    }
}
