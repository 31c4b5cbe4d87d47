// weft: expect race WriteWriteRacy.last
// Covers: a pure write-write race: both threads write the plain `last` and neither reads it; the writes are unordered by happens-before (no synchronization between the threads), which is a data race even without a racing read; each thread's own field (mineA / mineB) is written by one thread only and read by main after the joins.
public class WriteWriteRacy {
    static int last;
    static int mineA;
    static int mineB;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            mineA = 1;
            last = 1;
        });
        Thread b = new Thread(() -> {
            mineB = 2;
            last = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(last + " " + mineA + " " + mineB);
    }
}
