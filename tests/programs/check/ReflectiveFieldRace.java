// weft: expect assertion
// weft: expect race ReflectiveFieldRace$Counter.count
// Covers: an unsynchronized increment done through Field.get and Field.set by two threads: the reflective accesses are reads and writes of the field like getfield/putfield, so the data race on it is reported and the lost update fails main's `assert c.count == 2`.
import java.lang.reflect.Field;

public class ReflectiveFieldRace {
    static class Counter {
        int count;
    }

    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Field count = Counter.class.getDeclaredField("count");
        Runnable task = () -> {
            try {
                count.set(c, (Integer) count.get(c) + 1);
            } catch (IllegalAccessException e) {
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
