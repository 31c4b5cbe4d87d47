// Coherence with two writers and two readers (CoRR2), opaque accesses: the two writes of x by
// different threads are not ordered by anything, but opaque accesses are coherent, so all
// threads see them in one modification order: a reader that saw 1 then 2 and a reader that saw
// 2 then 1 cannot both happen (1221 and 2112 are forbidden), and no reader sees the initial
// value after a write (r1 r2 = 1 0 or 2 0 are forbidden). Output: the two readers' pairs.
// Every other combination (47 of the 81) is allowed, the same set as sequential consistency:
// coherence is sequential consistency for one location.
// weft: outcomes sc "0000" "0001" "0002" "0011" "0012" "0021" "0022" "0100" "0101" "0102" "0111" "0112" "0121" "0122" "0200" "0201" "0202" "0211" "0212" "0221" "0222" "1100" "1101" "1102" "1111" "1112" "1121" "1122" "1200" "1201" "1202" "1211" "1212" "1222" "2100" "2101" "2102" "2111" "2121" "2122" "2200" "2201" "2202" "2211" "2212" "2221" "2222"
// weft: outcomes jmm "0000" "0001" "0002" "0011" "0012" "0021" "0022" "0100" "0101" "0102" "0111" "0112" "0121" "0122" "0200" "0201" "0202" "0211" "0212" "0221" "0222" "1100" "1101" "1102" "1111" "1112" "1121" "1122" "1200" "1201" "1202" "1211" "1212" "1222" "2100" "2101" "2102" "2111" "2121" "2122" "2200" "2201" "2202" "2211" "2212" "2221" "2222"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class CoherenceTwoWritersOpaque {
    static int x;
    static final VarHandle X;

    static {
        try {
            X = MethodHandles.lookup().findStaticVarHandle(CoherenceTwoWritersOpaque.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] r = new int[4];
        Thread w1 = new Thread(() -> X.setOpaque(1));
        Thread w2 = new Thread(() -> X.setOpaque(2));
        Thread a = new Thread(() -> {
            r[0] = (int) X.getOpaque();
            r[1] = (int) X.getOpaque();
        });
        Thread b = new Thread(() -> {
            r[2] = (int) X.getOpaque();
            r[3] = (int) X.getOpaque();
        });
        w1.start();
        w2.start();
        a.start();
        b.start();
        w1.join();
        w2.join();
        a.join();
        b.join();
        System.out.println("" + r[0] + r[1] + r[2] + r[3]);
    }
}
