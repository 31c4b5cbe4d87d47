// weft: expect ok
// weft: twin WeftAtomicSections
// weft: check-args --checks deadlock,assertion,exception
// Covers: Verify.beginAtomic/endAtomic keep JPF's meaning: no other thread runs inside a section, so the two
// count++ never interleave and no update is lost (without the sections, LostUpdate loses one). Races are not
// checked: sections order nothing in the Java memory model.
import gov.nasa.jpf.vm.Verify;

public class JpfAtomicSections {
    static int count;

    static void increment() {
        Verify.beginAtomic();
        count++;
        Verify.endAtomic();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(JpfAtomicSections::increment);
        Thread b = new Thread(JpfAtomicSections::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "count is " + count;
    }
}
