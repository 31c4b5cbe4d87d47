// weft: expect race PhaserLateWriteRacy.note
// Covers: Phaser with two parties: the writer writes the plain `a`, arrive()s without waiting, and then writes the plain `note`; the reader reads both after arriveAndAwaitAdvance(); arrival happens-before the actions after the phase advance in the other party, which orders the write of `a` (before arrive) but not the write of `note` (after it), so `note` races and `a` does not.
import java.util.concurrent.Phaser;

public class PhaserLateWriteRacy {
    static final Phaser phaser = new Phaser(2);
    static int a;
    static int note;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            a = 1;
            phaser.arrive();
            note = 2; // after arrival: not published by the phase advance
        });
        Thread reader = new Thread(() -> {
            phaser.arriveAndAwaitAdvance();
            seen = a + note;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert seen == 1 || seen == 3 : "phaser did not publish a";
        System.out.println("seen = " + seen);
    }
}
