// weft: expect ok
// Covers: arrays longer than the JVM allocates whatever its heap (Integer.MAX_VALUE elements, by newarray, by multianewarray and by reflection through Arrays.copyOf): HotSpot throws OutOfMemoryError("Requested array size exceeds VM limit") each time, which the program catches (weft stopped with an error of its own before), while a worker thread counts; the assertions check the messages and that the program goes on.
import java.util.Arrays;

public class ArraySizeVmLimitCaught {
    static volatile int worked;

    static String attempt(Runnable allocation) {
        try {
            allocation.run();
            return "allocated";
        } catch (OutOfMemoryError e) {
            return e.getMessage();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> worked++);
        worker.start();
        String limit = "Requested array size exceeds VM limit";
        String flat = attempt(() -> System.out.println(new long[Integer.MAX_VALUE].length));
        String nested = attempt(() -> System.out.println(new int[Integer.MAX_VALUE][1].length));
        String reflective = attempt(() -> System.out.println(Arrays.copyOf(new String[1], Integer.MAX_VALUE, Object[].class).length));
        assert limit.equals(flat) : flat;
        assert limit.equals(nested) : nested;
        assert limit.equals(reflective) : reflective;
        worker.join();
        assert worked == 1;
    }
}
