// weft: expect ok
// Covers: the weft.Verify twin of JpfIgnoreIf: assume(!b) prunes the paths where b holds.
import weft.Verify;

public class WeftIgnoreIf {
    public static void main(String[] args) {
        boolean b = Verify.randomBoolean();
        Verify.assume(!b);
        assert !b;
        int r = Verify.randomInt(3);
        boolean c = Verify.randomBoolean();
        assert r >= 0 && r <= 2 && (c || !c);
    }
}
