// Message passing (MP) whose writer publishes the flag with getAndAddRelease(flag, 1): its
// write is a release write, so the reader's getAcquire that sees it synchronizes with it.
// - f=0 d=0, f=0 d=1, f=1 d=1: allowed.
// - f=1 d=0: FORBIDDEN: data=1 happens-before the data read (po; sw; po) and hides the initial
//   value.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingPublishUpdateRelease {
    static int data, flag, f, d;
    static final VarHandle FLAG;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FLAG = l.findStaticVarHandle(MessagePassingPublishUpdateRelease.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.getAndAddRelease(1);
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
