// weft: expect no-race
// Covers: the end of a class's initialization happens-before a thread's first use of the class, and a thread started after that use inherits the edge: thread a uses Config, whose <clinit> writes the plain static data (42); thread b also uses Config (it waits for a's initialization, runs it itself, or finds it done) and only then starts thread c, which reads data without using Config. Either b initialized Config itself, or its use synchronized with a's initialization's end; c's start orders it after both, so nothing races (main reads data only after joining everyone).
public class StaticInitStarterUsedOk {
    static int data;
    static int seenByC;

    static final class Config {
        static final int READY;

        static {
            data = 42;
            READY = 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            int r = Config.READY;
            assert r == 1;
        });
        Thread c = new Thread(() -> {
            seenByC = data;
        });
        Thread b = new Thread(() -> {
            int r = Config.READY;
            assert r == 1;
            c.start();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        c.join();
        assert seenByC == 42 && data == 42 : "saw data before the initializer wrote it";
    }
}
