// weft: expect race int[] 1
// Covers: one int[] accessed through an array-element VarHandle (MethodHandles.arrayElementVarHandle) in two modes: both threads increment element 0 with getAndAdd (a volatile read-modify-write: no race), while the writer sets element 1 with plain-mode set and the reader reads it with plain-mode get; plain VarHandle accesses are ordinary accesses with no happens-before between the two threads, so element 1 races and element 0 does not.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleArrayPlainRacy {
    static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    static final int[] cells = new int[2];
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            INTS.getAndAdd(cells, 0, 1);
            INTS.set(cells, 1, 7);
        });
        Thread reader = new Thread(() -> {
            INTS.getAndAdd(cells, 0, 1);
            seen = (int) INTS.get(cells, 1);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert cells[0] == 2 && (seen == 0 || seen == 7) : "getAndAdd lost an update";
        System.out.println(cells[0] + " " + seen);
    }
}
