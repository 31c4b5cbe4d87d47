// weft: expect no-race
// Covers: happens-before is transitive across threads: A writes x then volatile v1; B spins on v1, then writes y and volatile v2; C spins on v2 and reads both x and y. write(x) -> v1 -sw-> B -> v2 -sw-> C orders A's write before C's read although A and C never synchronize directly; B's read of x is ordered the same way.
public class TransitiveHbOk {
    static volatile boolean v1;
    static volatile boolean v2;
    static int x;
    static int y;
    static int sum;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            v1 = true;
        });
        Thread b = new Thread(() -> {
            while (!v1) {
                Thread.onSpinWait();
            }
            y = x + 1;
            v2 = true;
        });
        Thread c = new Thread(() -> {
            while (!v2) {
                Thread.onSpinWait();
            }
            sum = x + y;
        });
        c.start();
        b.start();
        a.start();
        a.join();
        b.join();
        c.join();
        assert sum == 3 : "transitivity broken";
        System.out.println("sum = " + sum);
    }
}
