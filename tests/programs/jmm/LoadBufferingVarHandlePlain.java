// Load buffering (LB) through VarHandle get/set (plain mode): each thread reads one field and
// then writes the other; a plain read may see a write that comes later in the interleaving
// (the JMM's happens-before consistency allows it, the fixed point offers it from the
// WriteSet), so r1=1 r2=1 is ALLOWED, as with plain fields (LoadBufferingPlain).
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingVarHandlePlain {
    int x, y;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findVarHandle(LoadBufferingVarHandlePlain.class, "x", int.class);
            Y = l.findVarHandle(LoadBufferingVarHandlePlain.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        LoadBufferingVarHandlePlain s = new LoadBufferingVarHandlePlain();
        int[] r = new int[2];
        Thread a = new Thread(() -> {
            r[0] = (int) X.get(s);
            Y.set(s, 1);
        });
        Thread b = new Thread(() -> {
            r[1] = (int) Y.get(s);
            X.set(s, 1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r[0] + " r2=" + r[1]);
    }
}
