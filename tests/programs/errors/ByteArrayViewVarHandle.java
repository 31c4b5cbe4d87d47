// Checks: views of a byte[] as a wider type model plain get and set only: a volatile access
// through `MethodHandles.byteArrayViewVarHandle` must end with exit 2, `weft: error:` saying it
// is unsupported, naming the access and the method, and giving the position of the user's
// code: ByteArrayViewVarHandle.java:15 (the plain set before it runs).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

public class ByteArrayViewVarHandle {
    public static void main(String[] args) {
        byte[] bytes = new byte[8];
        VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        ints.set(bytes, 0, 42);
        System.out.println(bytes[0]);
        ints.setVolatile(bytes, 4, 7);
        System.out.println(bytes[4]);
    }
}
