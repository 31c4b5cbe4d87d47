// weft: expect race int[] 0
// weft: expect race int[] 1
// Covers: two threads fill the same shared array with Arrays.fill and nothing orders them: the JDK's code writes the program's array for each, so the two fills are a write-write race on every element, reported at the program's calls of Arrays.fill (both accesses are made by library code; main reads only after joining both).
import java.util.Arrays;

public class LibraryFillBothRacy {
    static final int[] data = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> Arrays.fill(data, 1));
        Thread b = new Thread(() -> Arrays.fill(data, 2));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(data[0] + data[1] >= 2);
    }
}
