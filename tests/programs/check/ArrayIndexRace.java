// weft: expect exception java.lang.ArrayIndexOutOfBoundsException
// weft: expect race ArrayIndexRace.count
// weft: expect race int[] 1
// Covers: check-then-act on an array index: slots has length 2 and count starts at 1; each of two threads does `if (count < slots.length) { slots[count] = id; count = count + 1; }`; if both pass the check and one thread's count = 2 lands before the other re-reads count for the index, the other writes slots[2] and throws ArrayIndexOutOfBoundsException (uncaught); main only prints.
public class ArrayIndexRace {
    static final int[] slots = new int[2];
    static int count = 1;

    static void append(int id) {
        if (count < slots.length) {
            slots[count] = id;
            count = count + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> append(7));
        Thread b = new Thread(() -> append(8));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count = " + count);
    }
}
