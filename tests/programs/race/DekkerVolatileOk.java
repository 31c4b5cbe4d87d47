// weft: expect no-race
// Covers: Dekker-style entry with volatile flags: each thread raises its own volatile flag and enters (increments the plain `shared`) only if the other's flag is still down; in every sequentially consistent execution the later of the two flag reads sees the other's write, so at most one worker ever touches shared, and main reads it only after joining both; no two threads access shared unordered.
public class DekkerVolatileOk {
    static volatile boolean flag0;
    static volatile boolean flag1;
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            flag0 = true;
            if (!flag1) {
                shared++;
            }
        });
        Thread t1 = new Thread(() -> {
            flag1 = true;
            if (!flag0) {
                shared++;
            }
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert shared <= 1 : "both entered";
        System.out.println("shared = " + shared);
    }
}
