// A final int set from an array element the writer reads between `new` and the constructor
// (the argument is evaluated after the allocation). The reader sees the reference through a
// data race, but it was written after the constructor returned, so JLS 17.5 guarantees the
// final field's value: 42 or, from the object the static initializer made, 1; never 0.
// Before, the reader could see the reference from the future (the write still to come) while
// the constructor had not run yet, and printed 0. `NonFinalFieldFromArrayRead` is the same
// program with `x` not final, where 0 is allowed.
// weft: outcomes sc "1" "42"
// weft: outcomes jmm "1" "42"
public class FinalFieldFromArrayRead {
    static final class Box {
        final int x;

        Box(int x) {
            this.x = x;
        }
    }

    static int[] table = {42};
    static Box latest = new Box(1);

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box(table[0]));
        Thread r = new Thread(() -> System.out.println(latest.x));
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
