// Checks: a program that keeps allocating (a list of ever more long[100000]) stops at weft run's
// --memory-limit with a clear error (exit 2) instead of growing until the machine kills it, as
// a JVM stops at its heap's limit.
import java.util.ArrayList;
import java.util.List;

public class AllocatesWithoutEnd {
    public static void main(String[] args) {
        List<long[]> kept = new ArrayList<>();
        System.out.println("allocating");
        while (true) {
            kept.add(new long[100_000]);
        }
    }
}
