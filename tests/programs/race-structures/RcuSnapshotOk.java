// weft: expect no-race
// Structure: RCU-style copy-on-write publication: readers take the current configuration snapshot from a volatile reference and read its plain fields without any lock; the single updater never modifies a published snapshot, it copies the current one, changes the copy and publishes it with a volatile write (no grace period is needed, the garbage collector reclaims old snapshots). One updater publishes twice, two readers take one snapshot each.
// Race-free: a snapshot's plain fields (Config.version, Config.limit and the int[] elements of Config.weights) are written only by its creator before the volatile write that publishes it, and a reader reaches it only through a volatile read of `current` that sees that write (or a later one, which also synchronizes with it); the first snapshot is made by the static initializer. main reads after the joins.
public class RcuSnapshotOk {
    static final class Config {
        int version;
        int limit;
        int[] weights;

        Config(int version, int limit, int[] weights) {
            this.version = version;
            this.limit = limit;
            this.weights = weights;
        }

        Config withLimit(int newLimit) {
            int[] w = weights.clone();
            w[0] = newLimit;
            return new Config(version + 1, newLimit, w);
        }
    }

    static volatile Config current = new Config(0, 10, new int[] {10, 1});
    static int seen1;
    static int seen2;

    static void update(int limit) {
        current = current.withLimit(limit); // single updater: no CAS needed
    }

    static int read() {
        Config c = current;
        assert c.limit == c.weights[0] : "torn snapshot";
        return c.version;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread updater = new Thread(() -> {
            update(20);
            update(30);
        });
        Thread r1 = new Thread(() -> seen1 = read());
        Thread r2 = new Thread(() -> seen2 = read());
        updater.start();
        r1.start();
        r2.start();
        updater.join();
        r1.join();
        r2.join();
        assert current.version == 2 && current.limit == 30;
        System.out.println("readers saw versions " + seen1 + " and " + seen2);
    }
}
