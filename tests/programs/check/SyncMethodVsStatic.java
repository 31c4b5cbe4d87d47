// weft: expect assertion
// weft: expect race SyncMethodVsStatic.count
// Covers: an instance synchronized method locks the object while a static synchronized method locks the Class object; one thread increments the shared static count through each, so the two increments are not mutually exclusive, an update can be lost, and main's `assert count == 2` after the joins fails; each thread holds one monitor only, so no deadlock.
public class SyncMethodVsStatic {
    static int count;

    synchronized void incrementViaInstance() {
        count = count + 1;
    }

    static synchronized void incrementViaClass() {
        count = count + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        SyncMethodVsStatic counter = new SyncMethodVsStatic();
        Thread a = new Thread(counter::incrementViaInstance);
        Thread b = new Thread(SyncMethodVsStatic::incrementViaClass);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update across different monitors";
        System.out.println("count = " + count);
    }
}
