// weft: expect no-race
// Structure: a Chase-Lev work-stealing deque without resizing: tasks live in a plain int[] array; the owner pushes and pops at `bottom` (a volatile int only the owner writes), thieves steal at `top` (an AtomicInteger advanced by compareAndSet), and the owner and a thief contending for the last task both CAS top. The owner pushes tasks 1 and 2 and pops once, one thief steals once.
// Race-free: the owner writes tasks[b] only in push, before the volatile write bottom = b + 1; a thief reads tasks[t] only after reading top == t and then bottom > t, and that volatile read of bottom follows (and so synchronizes with) the write of bottom that ended the push of slot t: the owner cannot push into slot t again after top reached t, since every pop that sees top >= its new bottom resets bottom above top. The owner's own reads of tasks[] follow its writes in program order. main drains the rest after the joins.
import java.util.concurrent.atomic.AtomicInteger;

public class WorkStealingDequeOk {
    static final int EMPTY = -1;

    static final class Deque {
        private final int[] tasks = new int[4];
        private final AtomicInteger top = new AtomicInteger();
        private volatile int bottom;

        /** Owner only. */
        void push(int task) {
            int b = bottom;
            tasks[b] = task;
            bottom = b + 1;
        }

        /** Owner only. */
        int pop() {
            int b = bottom - 1;
            bottom = b;
            int t = top.get();
            if (t > b) {
                bottom = t; // was empty
                return EMPTY;
            }
            int task = tasks[b];
            if (t < b) {
                return task; // no thief can reach slot b
            }
            boolean won = top.compareAndSet(t, t + 1); // the last task: race the thieves for it
            bottom = t + 1;
            return won ? task : EMPTY;
        }

        /** Any thread. */
        int steal() {
            int t = top.get();
            int b = bottom;
            if (t >= b) {
                return EMPTY;
            }
            int task = tasks[t];
            return top.compareAndSet(t, t + 1) ? task : EMPTY;
        }
    }

    static final Deque deque = new Deque();
    static int popped = EMPTY;
    static int stolen = EMPTY;

    public static void main(String[] args) throws InterruptedException {
        Thread owner = new Thread(() -> {
            deque.push(1);
            deque.push(2);
            popped = deque.pop();
        });
        Thread thief = new Thread(() -> stolen = deque.steal());
        owner.start();
        thief.start();
        owner.join();
        thief.join();
        int sum = 0;
        for (int v = deque.pop(); v != EMPTY; v = deque.pop()) {
            sum += v;
        }
        assert popped != EMPTY : "the owner's pop found nothing";
        assert stolen != popped : "a task was taken twice";
        assert sum + popped + (stolen == EMPTY ? 0 : stolen) == 3 : "lost a task";
        System.out.println("popped = " + popped + ", stolen = " + stolen);
    }
}
