// weft: expect ok
// Covers: a Phaser with two registered parties; each worker writes its own phase-0 slot, arriveAndAwaitAdvance()s (every arrival happens-before the return from the advance), reads the other's slot into its own phase-1 slot, and arriveAndDeregister()s; main joins both and sees 2 + 1 = 3 and phase-1 results 2 and 1 on every schedule; both parties always arrive, so the phase always advances (no deadlock).
import java.util.concurrent.Phaser;

public class PhaserPhases {
    static final Phaser phaser = new Phaser(2);
    static final int[] phase0 = new int[2];
    static final int[] phase1 = new int[2];

    static void work(int id) {
        phase0[id] = id + 1;
        phaser.arriveAndAwaitAdvance();
        phase1[id] = phase0[1 - id];
        phaser.arriveAndDeregister();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> work(0));
        Thread t1 = new Thread(() -> work(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert phase1[0] == 2 && phase1[1] == 1 : "phase1 " + phase1[0] + "," + phase1[1];
        assert phaser.isTerminated();
        System.out.println("phase1 = " + phase1[0] + "," + phase1[1]);
    }
}
