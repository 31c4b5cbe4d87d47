// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 200000
// Covers: the divergence memo and a lambda capturing shared state: a helper sets a shared cell from -1,000 to 70,000 unless it sees main's flag first; main joins it and counts up to what a LongSupplier of its own returns, a lambda that captured the cell, called on every iteration without a scheduling point (main is the only thread left). With -1,000 the loop never ends (taken to loop forever: a run that cannot end); with 70,000 it ends after the memo's probe and the assertion fails. Main's frames reach the cell only through the lambda's captured field, which the memo's digest must follow to the cell's contents.
import java.util.function.LongSupplier;

public class DivergenceMemoCapturedBound {
    static final class Cell {
        long value = -1000L;
    }

    static final Cell CELL = new Cell();
    static volatile boolean flag;

    static LongSupplier boundOf(Cell cell) {
        return () -> cell.value;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> {
            if (!flag) {
                CELL.value = 70_000L;
            }
        });
        helper.start();
        flag = true;
        helper.join();
        helper = null;
        LongSupplier bound = boundOf(CELL);
        long i = 0;
        while (i != bound.getAsLong()) {
            i++;
        }
        assert false : "the loop ended after " + i + " iterations";
    }
}
