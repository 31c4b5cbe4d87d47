// weft: expect no-race
// Covers: VarHandle read-modify-write modes: both threads count themselves in hits[0] with getAndAdd on an array-element VarHandle (MethodHandles.arrayElementVarHandle), and race to claim a Slot with compareAndSet on an instance-field VarHandle (findVarHandle); the winner writes the plain Slot.payload and then setVolatile(state, 2), the loser spins on getVolatile until it reads 2 and then reads payload; compareAndSet, getAndAdd, setVolatile and getVolatile are all volatile accesses (synchronization actions), so the payload is ordered by setVolatile -> getVolatile and main's plain reads come after the joins.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleCasGetAndAddOk {
    static final class Slot {
        int state;
        int payload;
    }

    static final VarHandle STATE;
    static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(Slot.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final Slot slot = new Slot();
    static final int[] hits = new int[1];
    static int seenA = -1;
    static int seenB = -1;

    static int take(int id) {
        INTS.getAndAdd(hits, 0, 1);
        if (STATE.compareAndSet(slot, 0, 1)) {
            slot.payload = id;
            STATE.setVolatile(slot, 2);
            return id;
        }
        while ((int) STATE.getVolatile(slot) != 2) {
            Thread.onSpinWait();
        }
        return slot.payload;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> seenA = take(1));
        Thread b = new Thread(() -> seenB = take(2));
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits[0] == 2 && seenA == seenB && seenA == slot.payload : "claim lost data";
        System.out.println("winner = " + slot.payload);
    }
}
