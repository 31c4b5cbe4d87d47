// Checks: the loop combinators of method handles are outside weft's model (direct handles and the
// other combinators are modelled): `MethodHandles.countedLoop` must end with exit 2,
// `weft: error:` saying it is unsupported, naming the method, and giving the position of the
// user's code: MethodHandleCombinator.java:15.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleCombinator {
    static int plus(int a, int b) { return a + b; }

    public static void main(String[] args) throws Throwable {
        MethodHandle h = MethodHandles.lookup().findStatic(MethodHandleCombinator.class, "plus", MethodType.methodType(int.class, int.class, int.class));
        System.out.println((int) MethodHandles.insertArguments(h, 0, 4).invokeExact(3));
        MethodHandle loop = MethodHandles.countedLoop(MethodHandles.constant(int.class, 3), null, h);
        System.out.println((int) loop.invokeExact());
    }
}
