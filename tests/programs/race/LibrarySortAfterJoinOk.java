// weft: expect no-race
// Covers: two workers each write their own half of a shared array; main joins both and then sorts and prints it with Arrays.sort and Arrays.toString: the JDK's reads and writes of the program's array for main are ordered after the workers' writes by join, so nothing races (library accesses are checked like the program's own, with the same happens-before).
import java.util.Arrays;

public class LibrarySortAfterJoinOk {
    static final int[] values = new int[4];

    public static void main(String[] args) throws InterruptedException {
        Thread low = new Thread(() -> {
            values[0] = 4;
            values[1] = 3;
        });
        Thread high = new Thread(() -> Arrays.fill(values, 2, 4, 1));
        low.start();
        high.start();
        low.join();
        high.join();
        Arrays.sort(values);
        System.out.println(Arrays.toString(values));
    }
}
