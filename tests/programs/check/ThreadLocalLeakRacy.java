// weft: expect race ThreadLocalLeakRacy$Box.value
// Covers: a worker counts in its ThreadLocal box, publishes the box through a volatile static field and counts on; main reads the field and then the box's count. The box was first reachable only through the worker's ThreadLocal map (its own state), but storing it in a static shares it: the worker's write after the publication races with main's read of the count.
public class ThreadLocalLeakRacy {
    static final class Box {
        int value;
    }

    static final ThreadLocal<Box> local = ThreadLocal.withInitial(Box::new);
    static volatile Box leaked;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            Box box = local.get();
            box.value = 1;
            leaked = box;
            box.value = 2;
        });
        worker.start();
        Box seen = leaked;
        if (seen != null) {
            System.out.println(seen.value);
        }
    }
}
