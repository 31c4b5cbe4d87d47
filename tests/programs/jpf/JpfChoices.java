// weft: expect assertion
// weft: twin WeftChoices
// Covers: Verify.getInt(min, max) is inclusive and getIntFromList takes each element: only x = 3 with y = 9 breaks
// the assertion, so it is found exactly when both choices cover their whole range.
import gov.nasa.jpf.vm.Verify;

public class JpfChoices {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 3);
        int y = Verify.getIntFromList(1, 5, 9);
        assert x + y != 12 : "x = " + x + ", y = " + y;
    }
}
