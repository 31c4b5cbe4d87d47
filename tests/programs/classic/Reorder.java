// weft: expect assertion
// weft: expect race Reorder.a
// weft: expect race Reorder.b
// Covers: Reorder -- the setter writes a = 1 then b = -1 with no lock while the checker reads a then b; the checker can see a == 0 but b == -1 (or a == 1, b == 0), which breaks its invariant assert; both fields are written and read by different threads without ordering.
public class Reorder {
    static int a, b;

    static void set() {
        a = 1;
        b = -1;
    }

    static void check() {
        int x = a;
        int y = b;
        assert (x == 0 && y == 0) || (x == 1 && y == -1) : "saw a=" + x + " b=" + y;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread setter = new Thread(Reorder::set);
        Thread checker = new Thread(Reorder::check);
        setter.start();
        checker.start();
        setter.join();
        checker.join();
        System.out.println("done");
    }
}
