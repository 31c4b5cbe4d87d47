// weft: expect race int[] 0
// Covers: mixed modes on an array element: one thread writes element 0 with an opaque VarHandle write (arrayElementVarHandle setOpaque), another reads it with a plain array load; opaque accesses are coherent but order nothing, so the plain load races with the opaque write. Element 1 is written and read only in opaque mode and never races (opaque accesses do not race with each other).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModeOpaqueWritePlainReadRacy {
    static final VarHandle AA = MethodHandles.arrayElementVarHandle(int[].class);
    final int[] flags = new int[2];

    public static void main(String[] args) throws InterruptedException {
        MixedModeOpaqueWritePlainReadRacy s = new MixedModeOpaqueWritePlainReadRacy();
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            AA.setOpaque(s.flags, 0, 1);
            AA.setOpaque(s.flags, 1, 1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = s.flags[0];
            seen[1] = (int) AA.getOpaque(s.flags, 1);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen[0] + " " + seen[1]);
    }
}
