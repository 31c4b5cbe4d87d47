// weft: expect assertion
// weft: expect race DoubleDecrement.items
// Covers: assertion failing in a worker thread, not main: items starts at 1 and two consumers each do `if (items > 0) { items--; assert items >= 0; }` unsynchronized; both can pass the check, and the second decrement takes items to -1, failing that consumer's assert (uncaught AssertionError in the worker); main only prints.
public class DoubleDecrement {
    static int items = 1;

    static void consume() {
        if (items > 0) {
            items--;
            assert items >= 0 : "took an item that was not there";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(DoubleDecrement::consume);
        Thread b = new Thread(DoubleDecrement::consume);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("items = " + items);
    }
}
