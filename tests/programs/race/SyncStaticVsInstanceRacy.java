// weft: expect race SyncStaticVsInstanceRacy.hits
// Covers: `hits` is updated by a synchronized instance method (monitor of the object) in one thread and by a static synchronized method (monitor of SyncStaticVsInstanceRacy.class) in the other; different monitors give no unlock -> lock edge between the two updates, so hits races; `classHits` is updated only in static synchronized methods by both threads (same class monitor), so it is ordered and does not race.
public class SyncStaticVsInstanceRacy {
    static int hits;
    static int classHits;

    synchronized void hitInstance() {
        hits++;
    }

    static synchronized void hitStatic() {
        hits++;
    }

    static synchronized void bumpClass() {
        classHits++;
    }

    public static void main(String[] args) throws InterruptedException {
        SyncStaticVsInstanceRacy obj = new SyncStaticVsInstanceRacy();
        Thread a = new Thread(() -> {
            obj.hitInstance();
            bumpClass();
        });
        Thread b = new Thread(() -> {
            hitStatic();
            bumpClass();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("hits = " + hits + ", classHits = " + classHits);
    }
}
