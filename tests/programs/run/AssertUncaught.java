// weft: expect exit 1
// Covers: a failing assert (assertions enabled) that is not caught ends the program with exit 1; stderr first line 'Exception in thread "main" java.lang.AssertionError: invariant broken: 3'
public class AssertUncaught {
    public static void main(String[] args) {
        int count = 0;
        for (int i = 0; i < 3; i++) {
            count++;
            System.out.println("count=" + count);
        }
        assert count == 2 : "invariant broken: " + count;
        System.out.println("unreachable with -ea");
    }
}
