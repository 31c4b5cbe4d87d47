// Checks: method handle combinators are outside weft's model (direct handles from findVirtual,
// findStatic, ... are modelled): `MethodHandles.insertArguments` must end with exit 2,
// `weft: error:` saying it is unsupported, naming the method, and giving the position of the
// user's code: MethodHandleCombinator.java:15.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleCombinator {
    static int minus(int a, int b) { return a - b; }

    public static void main(String[] args) throws Throwable {
        MethodHandle h = MethodHandles.lookup().findStatic(MethodHandleCombinator.class, "minus", MethodType.methodType(int.class, int.class, int.class));
        System.out.println((int) h.invokeExact(10, 3));
        MethodHandle bound = MethodHandles.insertArguments(h, 0, 10);
        System.out.println((int) bound.invokeExact(3));
    }
}
