// weft: expect assertion
// Covers: LockSupport.park guarded by `if` instead of `while`: the waiter parks once unless the flag is already set and then asserts it. park may return for no reason (its specification says callers must re-check), so the waiter can go on with the flag still false; the unparker sets the flag before unpark, so without spurious returns every schedule is fine.
import java.util.concurrent.locks.LockSupport;

public class ParkGuardedByIf {
    static volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            if (!flag) {
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
