// weft: expect no-race
// Covers: plain-mode VarHandle accesses to a field declared volatile, each ordered with every conflicting access: main writes v in plain mode before it starts the worker (start orders it), the worker reads it in plain mode and then writes it with a volatile write, and main reads it in plain mode only after join. The search starts again with a strong column for v (the program accesses it in plain mode) and must find no race, while the volatile flag `go` that the worker spins on, written and read only in volatile mode, never races.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModePlainAccessOfVolatileOrderedOk {
    static final VarHandle V;

    static {
        try {
            V = MethodHandles.lookup().findVarHandle(MixedModePlainAccessOfVolatileOrderedOk.class, "v", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    volatile int v;
    volatile boolean go;

    public static void main(String[] args) throws InterruptedException {
        MixedModePlainAccessOfVolatileOrderedOk s = new MixedModePlainAccessOfVolatileOrderedOk();
        V.set(s, 1);
        Thread worker = new Thread(() -> {
            while (!s.go) {
                Thread.onSpinWait();
            }
            int seen = (int) V.get(s);
            s.v = seen + 1;
        });
        worker.start();
        s.go = true;
        worker.join();
        int last = (int) V.get(s);
        assert last == 2 : "v is " + last;
        System.out.println("v = " + last);
    }
}
