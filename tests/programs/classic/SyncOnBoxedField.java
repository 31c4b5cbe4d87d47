// weft: expect assertion
// weft: expect race SyncOnBoxedField.count
// Covers: synchronizing on a field the critical section reassigns -- "synchronized (count) { count = count + 1; }" with an Integer count (values outside the Integer cache, so each + 1 is a new object). After T1 writes the new Integer, T3 can lock the NEW object while T2, which read the old one, still gets the OLD lock when T1 leaves: T2 and T3 both read 1001 and both write 1002 (main's assert 1003 fails). The unlocked read of count for the monitor races with other threads' writes.
public class SyncOnBoxedField {
    static Integer count = 1000;

    static void inc() {
        synchronized (count) {
            count = count + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(SyncOnBoxedField::inc);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert count == 1003 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
