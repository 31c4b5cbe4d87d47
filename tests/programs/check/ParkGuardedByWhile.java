// weft: expect ok
// Covers: the correct form of ParkGuardedByIf: the waiter parks in a `while (!flag)` loop, so a park that returns for no reason only parks again; the unparker sets the flag before unpark, and the waiter goes on only once it is set, on every schedule.
import java.util.concurrent.locks.LockSupport;

public class ParkGuardedByWhile {
    static volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            while (!flag) {
                LockSupport.park();
            }
            assert flag : "park returned before the flag was set";
        });
        waiter.start();
        flag = true;
        LockSupport.unpark(waiter);
        waiter.join();
    }
}
