// weft: expect race StaticInitLaterWriteRacy$Config.value
// Covers: static initialization orders only the <clinit> writes: after Config is initialized, thread a writes Config.value again while thread b reads it, with no synchronization between them (race on StaticInitLaterWriteRacy$Config.value whichever thread triggered initialization); Config.limit is written only in <clinit> and then only read, so it does not race.
public class StaticInitLaterWriteRacy {
    static final class Config {
        static int value = 10;
        static int limit = 5;
    }

    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            Config.value = Config.limit + 1;
        });
        Thread b = new Thread(() -> {
            seen = Config.value + Config.limit;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("seen = " + seen);
    }
}
