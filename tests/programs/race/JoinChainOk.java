// weft: expect no-race
// Covers: join orders threads that never synchronize with each other: t1 writes the plain `x` and `log`; main joins t1 (t1's last action -> join) and only then starts t2 (start -> t2's first action), which reads and writes x and log; main reads both after joining t2. Every pair of conflicting accesses is ordered through main.
public class JoinChainOk {
    static int x;
    static int log;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            x = 1;
            log = 10;
        });
        Thread t2 = new Thread(() -> {
            x = x + 1;
            log = log + 20;
        });
        t1.start();
        t1.join();
        t2.start();
        t2.join();
        assert x == 2 && log == 30 : "join did not order the threads";
        System.out.println("x = " + x + ", log = " + log);
    }
}
