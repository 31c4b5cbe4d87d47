// weft: expect race byte[] 4
// weft: expect race byte[] 5
// Covers: a view of a byte[] as big-endian ints (MethodHandles.byteArrayViewVarHandle, plain get and set, the way the JDK's digests read their buffers): the worker sets the int at byte 4 while main reads the int at byte 2 with nothing ordering the two, so the bytes both cover (4 and 5) race; the int at byte 8, set before the start and read after the join, races with nothing.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

public class ByteArrayViewRacy {
    static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    public static void main(String[] args) throws InterruptedException {
        byte[] buf = new byte[12];
        INTS.set(buf, 8, 7);
        Thread worker = new Thread(() -> INTS.set(buf, 4, 0x01020304));
        worker.start();
        int seen = (int) INTS.get(buf, 2);
        worker.join();
        int ordered = (int) INTS.get(buf, 8);
        System.out.println(seen + " " + ordered);
    }
}
