// weft: expect race java.lang.String[] 0
// Covers: a worker dumps a list into a shared array with ArrayList.toArray(T[]), which copies with System.arraycopy, while main reads the array without synchronization: the JDK's copy writes the program's array, and main's read is unordered with that write: a data race on element 0 (main prints "a" or "null").
import java.util.ArrayList;
import java.util.List;

public class ToArrayIntoSharedRacy {
    static final String[] shared = new String[1];

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> new ArrayList<>(List.of("a")).toArray(shared));
        w.start();
        System.out.println(shared[0]);
        w.join();
    }
}
