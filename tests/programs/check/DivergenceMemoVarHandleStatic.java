// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 1000000
// Covers: the divergence memo and a static read through a VarHandle (no getstatic): after joining the helper, main counts up to a static read in the loop through a VarHandle, without a scheduling point (main is the only thread left). The helper set it to 70,000 unless it saw main's flag first (then it stays -1,000). With -1,000 the loop never ends and is taken to loop forever; the same thread state with 70,000 must not be, or the assertion after the loop is missed (it was, before such reads counted as reads beyond the thread's own state).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class DivergenceMemoVarHandleStatic {
    static long limit = -1000L;
    static volatile boolean flag;

    public static void main(String[] args) throws Exception {
        VarHandle vh = MethodHandles.lookup().findStaticVarHandle(DivergenceMemoVarHandleStatic.class, "limit", long.class);
        Thread helper = new Thread(() -> {
            if (!flag) {
                vh.set(70_000L);
            }
        });
        helper.start();
        flag = true;
        helper.join();
        long i = 0;
        while (i != (long) vh.get()) {
            i++;
        }
        assert false : "the loop ended after " + i + " iterations";
    }
}
