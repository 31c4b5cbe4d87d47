// weft: expect assertion
// Covers: the weft.Verify twin of JpfChoices: randomInt(4) and an element of {1, 5, 9}; only 3 + 9 fails.
import weft.Verify;

public class WeftChoices {
    public static void main(String[] args) {
        int x = Verify.randomInt(4);
        int[] values = {1, 5, 9};
        int y = values[Verify.randomInt(values.length)];
        assert x + y != 12 : "x = " + x + ", y = " + y;
    }
}
