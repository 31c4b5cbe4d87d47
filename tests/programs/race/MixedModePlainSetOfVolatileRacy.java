// weft: expect race MixedModePlainSetOfVolatileRacy.flag
// Covers: a plain-mode VarHandle write (FLAG.set) of a static field declared volatile, in a worker, after a volatile read of it in main that nothing orders: the plain write is a normal write ("as if the variable was declared non-volatile"), so it races with main's volatile read, which can see it or not. The plain access comes after the volatile one on the path that reads 0, so the search must start again with a strong column for flag to see it. The ordered count (written before the start, read after the join) races with nothing.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModePlainSetOfVolatileRacy {
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(MixedModePlainSetOfVolatileRacy.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static volatile int flag;
    static int count;

    public static void main(String[] args) throws InterruptedException {
        count = 1;
        Thread worker = new Thread(() -> {
            count++;
            FLAG.set(1);
        });
        worker.start();
        int seen = flag;
        worker.join();
        System.out.println("seen = " + seen + ", count = " + count);
    }
}
