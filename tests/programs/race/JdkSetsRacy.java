// weft: expect race java.util.HashMap
// weft: expect race java.util.TreeMap
// Covers: sets whose state is another JDK object, each used by two threads without synchronization: a HashSet (its HashMap) and a TreeSet (its TreeMap). Each races, and the race is named by the class that holds the state.
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

public class JdkSetsRacy {
    static final Set<Integer> hashed = new HashSet<>();
    static final Set<Integer> sorted = new TreeSet<>();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> {
            hashed.add(1);
            sorted.add(1);
        });
        other.start();
        hashed.add(2);
        sorted.add(2);
        other.join();
        System.out.println(hashed.size() + sorted.size());
    }
}
