// weft: expect no-race
// Covers: Phaser with two registered parties: the writer writes the plain `a` and `note` and arrive()s without waiting; the reader arrives with arriveAndAwaitAdvance() and reads them once the phase has advanced; every arrival happens-before the actions that follow the advance of that phase in any party (arrival and advance go through the Phaser's volatile state), so the reader's reads are ordered after the writer's writes; main reads after the joins.
import java.util.concurrent.Phaser;

public class PhaserOk {
    static final Phaser phaser = new Phaser(2);
    static int a;
    static long note;
    static long seen;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            a = 1;
            note = 2L;
            phaser.arrive();
        });
        Thread reader = new Thread(() -> {
            phaser.arriveAndAwaitAdvance();
            seen = a + note;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert seen == 3L : "phaser did not publish";
        System.out.println("seen = " + seen);
    }
}
