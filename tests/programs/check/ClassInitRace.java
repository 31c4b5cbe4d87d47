// weft: expect ok
// Covers: class initialization race: two threads call Config.value() at the same time, and Config's static initializer counts its runs and sets VALUE = 42; the JVM's initialization lock (JVMS 5.5) runs the initializer exactly once and makes the other thread wait until it is done, so both threads see 42 and initCount == 1 on every schedule.
public class ClassInitRace {
    static int initCount;
    static int seenByA;
    static int seenByB;

    static final class Config {
        static final int VALUE;

        static {
            initCount++;
            VALUE = 40 + initCount * 2;
            System.out.println("Config initialised");
        }

        static int value() {
            return VALUE;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> seenByA = Config.value());
        Thread b = new Thread(() -> seenByB = Config.value());
        a.start();
        b.start();
        a.join();
        b.join();
        assert initCount == 1 : "initializer ran twice";
        assert seenByA == 42 && seenByB == 42 : "saw an uninitialized class";
        System.out.println("value = " + seenByA);
    }
}
