// weft: expect ok
// Covers: TerminationPoliteLivelock's threads, but a waiting thread backs off (withdraws its flag, yields, announces again). Both can still chase each other around the cycle for as long as the scheduler likes, but from every state some interleaving lets one of them through, so the program can always end: a cycle alone is no violation (the termination check asks only whether an end is reachable).
public class TerminationPoliteBackoffOk {
    static volatile boolean aWants, bWants;
    static int entered;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            aWants = true;
            while (bWants) {
                aWants = false;
                Thread.yield();
                aWants = true;
            }
            synchronized (TerminationPoliteBackoffOk.class) {
                entered++;
            }
            aWants = false;
        });
        Thread b = new Thread(() -> {
            bWants = true;
            while (aWants) {
                bWants = false;
                Thread.yield();
                bWants = true;
            }
            synchronized (TerminationPoliteBackoffOk.class) {
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
