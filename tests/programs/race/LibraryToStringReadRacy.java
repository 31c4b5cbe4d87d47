// weft: expect race int[] 0
// Covers: a worker writes an element of a shared array while main prints the array with Arrays.toString, unsynchronized: the JDK's code reads the program's array for main, so its read races with the worker's write, reported at main's call of Arrays.toString; element 1 is written by nobody after main filled it, so it does not race.
import java.util.Arrays;

public class LibraryToStringReadRacy {
    static final int[] cells = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> cells[0] = 1);
        worker.start();
        String seen = Arrays.toString(cells);
        worker.join();
        System.out.println(seen.startsWith("["));
    }
}
