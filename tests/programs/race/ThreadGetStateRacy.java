// weft: expect race ThreadGetStateRacy.data
// Covers: main reads the worker's plain `data` while t.getState() is not TERMINATED (so, before termination is detected); observing NEW or RUNNABLE gives no happens-before edge (only detecting termination does, like isAlive() == true vs false), so the read is unordered with the worker's write and `data` races; the read after join() is ordered.
public class ThreadGetStateRacy {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> data = 5);
        t.start();
        int early = -1;
        if (t.getState() != Thread.State.TERMINATED) {
            early = data; // the worker may be writing it right now
        }
        t.join();
        int late = data;
        assert late == 5 && (early == -1 || early == 0 || early == 5) : "join did not publish";
        System.out.println("early = " + early + ", late = " + late);
    }
}
