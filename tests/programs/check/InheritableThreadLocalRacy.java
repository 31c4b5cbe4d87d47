// weft: expect race InheritableThreadLocalRacy$Box.value
// Covers: main puts a box in an InheritableThreadLocal and then starts a child, which inherits the same box through its inherited ThreadLocal map; both increment the box's count without synchronization, so the increments race. (A thread's own ThreadLocal map is its private state, but the inherited map is written by the parent and holds the parent's objects.)
public class InheritableThreadLocalRacy {
    static final class Box {
        int value;
    }

    static final InheritableThreadLocal<Box> local = new InheritableThreadLocal<>();

    public static void main(String[] args) throws InterruptedException {
        local.set(new Box());
        Thread child = new Thread(() -> local.get().value++);
        child.start();
        local.get().value++;
        child.join();
    }
}
