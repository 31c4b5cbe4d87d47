// weft: expect assertion
// weft: expect race ReflectiveLostUpdate$Counter.count
// Covers: the lost update of LostUpdate with each thread's increment called through Method.invoke (found with getDeclaredMethod): the reflective call runs the method as ordinary Java code, so the race on the counter's field is reported and the interleaving that loses an update fails main's `assert c.count == 2`.
import java.lang.reflect.Method;

public class ReflectiveLostUpdate {
    static class Counter {
        int count;

        void increment() {
            count++;
        }
    }

    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Method increment = Counter.class.getDeclaredMethod("increment");
        Runnable task = () -> {
            try {
                increment.invoke(c);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        };
        Thread a = new Thread(task);
        Thread b = new Thread(task);
        a.start();
        b.start();
        a.join();
        b.join();
        assert c.count == 2 : "lost update";
        System.out.println("count = " + c.count);
    }
}
