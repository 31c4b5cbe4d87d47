// Message passing (MP) through VarHandle get/set (plain mode) on the elements of an int array
// (an arrayElementVarHandle) and a plain flag field: plain accesses order nothing, so the
// reader may see the flag set and the data still unwritten: f=1 d=0 is ALLOWED. A plain
// VarHandle read may also see a plain write still to come (load buffering's future reads), so
// the reader's read of the data, made before the writer's write in an interleaving, is checked
// against the WriteSet like a field read.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingVarHandlePlain {
    static final int[] data = new int[1];
    static int flag;
    static final VarHandle DATA = MethodHandles.arrayElementVarHandle(int[].class);
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(MessagePassingVarHandlePlain.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            DATA.set(data, 0, 1);
            FLAG.set(1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = (int) FLAG.get();
            seen[1] = (int) DATA.get(data, 0);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
