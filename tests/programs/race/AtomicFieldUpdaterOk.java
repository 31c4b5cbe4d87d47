// weft: expect no-race
// Covers: AtomicIntegerFieldUpdater on the volatile field Cell.state: two threads race to claim the cell with compareAndSet(cell, 0, 1); the winner writes the plain Cell.payload and then set(cell, 2); the loser waits until get(cell) == 2 and reads payload. Updater operations are volatile accesses of state (never racy), and set(2) -> get() == 2 orders the winner's write of payload before the loser's read.
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

public class AtomicFieldUpdaterOk {
    static final class Cell {
        volatile int state;
        int payload;
    }

    static final AtomicIntegerFieldUpdater<Cell> STATE =
            AtomicIntegerFieldUpdater.newUpdater(Cell.class, "state");
    static int seenA;
    static int seenB;

    static int use(Cell cell, int id) {
        if (STATE.compareAndSet(cell, 0, 1)) {
            cell.payload = id;
            STATE.set(cell, 2);
            return id;
        }
        while (STATE.get(cell) != 2) {
            Thread.onSpinWait();
        }
        return cell.payload;
    }

    public static void main(String[] args) throws InterruptedException {
        Cell cell = new Cell();
        Thread a = new Thread(() -> seenA = use(cell, 1));
        Thread b = new Thread(() -> seenB = use(cell, 2));
        a.start();
        b.start();
        a.join();
        b.join();
        assert seenA == seenB && seenA == cell.payload : "threads disagree";
        System.out.println("payload = " + cell.payload);
    }
}
