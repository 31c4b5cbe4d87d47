// weft: expect assertion
// weft: expect race MethodHandleLostUpdate.count
// Covers: two threads each increment a field through method handles (a getter from findGetter, then a setter from findSetter, invoked with invokeExact) without a lock: the handles read and write the field as the bytecode would, so the search finds the lost update (main's `assert` after joining both fails) and the data race on the field.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

public class MethodHandleLostUpdate {
    int count;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle get = lookup.findGetter(MethodHandleLostUpdate.class, "count", int.class);
        MethodHandle set = lookup.findSetter(MethodHandleLostUpdate.class, "count", int.class);
        MethodHandleLostUpdate shared = new MethodHandleLostUpdate();
        Runnable increment = () -> {
            try {
                int n = (int) get.invokeExact(shared);
                set.invokeExact(shared, n + 1);
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        };
        Thread a = new Thread(increment);
        Thread b = new Thread(increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert shared.count == 2 : "lost update: " + shared.count;
    }
}
