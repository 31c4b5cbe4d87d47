// Message passing (MP) whose writer publishes the flag with getAndAddAcquire(flag, 1): an
// acquire read and a plain (relaxed) write (C11's fetch_add(memory_order_acquire)), so the
// reader's getAcquire that sees it synchronizes with nothing (the update is no release write
// and read the initial value, which heads no release sequence).
// - f=0 d=0, f=0 d=1, f=1 d=1: as with any flag.
// - f=1 d=0: ALLOWED under the JMM: nothing orders data=1 before the data read (before, every
//   update released as a volatile one does, and weft missed it). Not sequentially consistent.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingPublishUpdateAcquire {
    static int data, flag, f, d;
    static final VarHandle FLAG;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FLAG = l.findStaticVarHandle(MessagePassingPublishUpdateAcquire.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.getAndAddAcquire(1);
        });
        Thread reader = new Thread(() -> {
            f = (int) FLAG.getAcquire();
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
