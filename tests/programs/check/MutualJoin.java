// weft: expect deadlock
// Covers: two threads join each other (t1 calls t2.join(), t2 calls t1.join()) and main joins both; once both are started and inside join, each waits for the other to end: deadlock; on schedules where one calls join before the other was started, join returns at once (the thread is not alive yet) and the program ends normally.
public class MutualJoin {
    static Thread t1;
    static Thread t2;

    static void await(Thread other) {
        try {
            other.join();
        } catch (InterruptedException e) {
            return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        t1 = new Thread(() -> await(t2));
        t2 = new Thread(() -> await(t1));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("both ended");
    }
}
