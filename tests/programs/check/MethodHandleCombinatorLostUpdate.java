// weft: expect assertion
// weft: expect race MethodHandleCombinatorLostUpdate.count
// Covers: two threads each increment a field through adapted method handles (the getter bound to the object with bindTo and its result filtered by filterReturnValue through an insertArguments-bound adder, the setter bound and folded with foldArguments) without a lock: the adapters call the field handles as ordinary frames, so the search finds the lost update (main's `assert` after joining both fails) and the data race on the field.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleCombinatorLostUpdate {
    int count;

    static int add(int a, int b) { return a + b; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandleCombinatorLostUpdate shared = new MethodHandleCombinatorLostUpdate();
        MethodHandle get = lookup.findGetter(MethodHandleCombinatorLostUpdate.class, "count", int.class).bindTo(shared);
        MethodHandle set = lookup.findSetter(MethodHandleCombinatorLostUpdate.class, "count", int.class).bindTo(shared);
        MethodHandle add = lookup.findStatic(MethodHandleCombinatorLostUpdate.class, "add", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle next = MethodHandles.filterReturnValue(get, MethodHandles.insertArguments(add, 0, 1));
        MethodHandle increment = MethodHandles.foldArguments(set, next);
        Runnable task = () -> {
            try {
                increment.invokeExact();
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        };
        Thread a = new Thread(task);
        Thread b = new Thread(task);
        a.start();
        b.start();
        a.join();
        b.join();
        assert shared.count == 2 : "lost update: " + shared.count;
    }
}
