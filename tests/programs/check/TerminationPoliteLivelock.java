// weft: expect termination
// Covers: a livelock. Each thread announces that it wants to enter, then politely waits (yielding) while the other wants to as well. When both announce before either checks, both wait for each other forever while staying runnable: no deadlock (no thread is blocked), yet from that state no interleaving ends. When one checks before the other announces, both finish.
public class TerminationPoliteLivelock {
    static volatile boolean aWants, bWants;
    static int entered;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            aWants = true;
            while (bWants) {
                Thread.yield();
            }
            synchronized (TerminationPoliteLivelock.class) {
                entered++;
            }
            aWants = false;
        });
        Thread b = new Thread(() -> {
            bWants = true;
            while (aWants) {
                Thread.yield();
            }
            synchronized (TerminationPoliteLivelock.class) {
                entered++;
            }
            bWants = false;
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
