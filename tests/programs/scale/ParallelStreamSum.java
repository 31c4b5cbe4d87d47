// weft: expect ok
// Covers: a parallelStream over a list of four elements: the common ForkJoinPool's workers and the calling thread split the range and reduce the squares (splitting and joining subtasks orders every partial result before the combination that reads it), so the sum is 1 + 4 + 9 + 16 = 30 on every schedule; the pool's workers are daemon threads, so their parking at the end is no deadlock; the list is built before the stream starts and only read.
import java.util.List;

public class ParallelStreamSum {
    public static void main(String[] args) {
        List<Integer> values = List.of(1, 2, 3, 4);
        int sum = values.parallelStream().mapToInt(v -> v * v).sum();
        assert sum == 30 : "sum " + sum;
        System.out.println("sum = " + sum);
    }
}
