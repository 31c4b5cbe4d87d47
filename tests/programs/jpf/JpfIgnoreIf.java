// weft: expect ok
// weft: twin WeftIgnoreIf
// Covers: Verify.ignoreIf(b) ends the paths where b holds, so the assertion that b is false never fails; random(2)
// takes 0, 1 and 2 and getBoolean(true) both values, none of which breaks the second assertion.
import gov.nasa.jpf.vm.Verify;

public class JpfIgnoreIf {
    public static void main(String[] args) {
        boolean b = Verify.getBoolean();
        Verify.ignoreIf(b);
        assert !b;
        int r = Verify.random(2);
        boolean c = Verify.getBoolean(true);
        assert r >= 0 && r <= 2 && (c || !c);
        assert Verify.isRunningInJPF();
    }
}
