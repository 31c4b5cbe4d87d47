// weft: expect no-race
// Covers: two threads each do counter++ twice on a static volatile int: the read-modify-write is not atomic (updates can be lost, an atomicity bug), but every access is a volatile access and volatile accesses never form a data race; main reads after the joins. A detector must not report counter.
public class VolatileIncrementOk {
    static volatile int counter;

    public static void main(String[] args) throws InterruptedException {
        Runnable bump = () -> {
            for (int i = 0; i < 2; i++) {
                counter++;
            }
        };
        Thread a = new Thread(bump);
        Thread b = new Thread(bump);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter >= 2 && counter <= 4 : "impossible count";
        System.out.println("counter = " + counter);
    }
}
