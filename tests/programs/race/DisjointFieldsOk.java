// weft: expect no-race
// Covers: two threads write different fields of the same object (Pair.left and leftDone by one thread, Pair.right and rightDone by the other, including adjacent booleans): distinct fields are distinct memory locations, so there are no conflicting accesses between the workers; the Pair is created before start and main reads all fields after the joins.
public class DisjointFieldsOk {
    static final class Pair {
        int left;
        int right;
        boolean leftDone;
        boolean rightDone;
    }

    public static void main(String[] args) throws InterruptedException {
        Pair p = new Pair();
        Thread a = new Thread(() -> {
            p.left = 1;
            p.left++;
            p.leftDone = true;
        });
        Thread b = new Thread(() -> {
            p.right = 5;
            p.rightDone = true;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert p.left == 2 && p.right == 5 && p.leftDone && p.rightDone : "fields interfered";
        System.out.println(p.left + p.right);
    }
}
