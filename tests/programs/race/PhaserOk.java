// weft: expect no-race
// Covers: Phaser with two registered parties: each thread writes its own plain field (a / b), then arriveAndAwaitAdvance(); after the phase advances it reads the other's field and deregisters. Actions before arriving happen-before actions after the advance in the other party (arrival and advance go through the Phaser's volatile state), so both cross reads are ordered; main reads after the joins.
import java.util.concurrent.Phaser;

public class PhaserOk {
    static final Phaser phaser = new Phaser(2);
    static int a;
    static int b;
    static int seenByA;
    static int seenByB;

    public static void main(String[] args) throws InterruptedException {
        Thread ta = new Thread(() -> {
            a = 1;
            phaser.arriveAndAwaitAdvance();
            seenByA = b;
            phaser.arriveAndDeregister();
        });
        Thread tb = new Thread(() -> {
            b = 2;
            phaser.arriveAndAwaitAdvance();
            seenByB = a;
            phaser.arriveAndDeregister();
        });
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        assert seenByA == 2 && seenByB == 1 : "phaser did not publish";
        System.out.println(seenByA + " " + seenByB);
    }
}
