// Checks: VarHandles that view a byte[] as a wider type are outside weft's model (field, static
// and array-element VarHandles are modelled): `MethodHandles.byteArrayViewVarHandle` must end
// with exit 2, `weft: error:` saying it is unsupported, naming the method, and giving the
// position of the user's code: ByteArrayViewVarHandle.java:13.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

public class ByteArrayViewVarHandle {
    public static void main(String[] args) {
        byte[] bytes = new byte[8];
        System.out.println("before");
        VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        ints.set(bytes, 0, 42);
        System.out.println(bytes[0]);
    }
}
