// weft: expect no-race
// Covers: ConcurrentHashMap.compute and merge used to hand a mutable Tally between threads: thread a compute()s the key, creating the Tally if absent and incrementing its plain `hits` inside the remapping function; thread b merge()s a fresh Tally (plain hits = 1, note = 7) whose remapping function adds into the existing one; each call is atomic, and actions before placing a value into the map (including returning it from the remapping function) happen-before the actions after another thread accesses it, so the two functions' accesses to Tally.hits and Tally.note are ordered whichever runs first; main reads after the joins.
import java.util.concurrent.ConcurrentHashMap;

public class ConcurrentHashMapComputeMergeOk {
    static final class Tally {
        int hits;
        int note;
    }

    static final ConcurrentHashMap<String, Tally> map = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> map.compute("k", (k, t) -> {
            if (t == null) {
                t = new Tally();
            }
            t.hits++;
            return t;
        }));
        Thread b = new Thread(() -> {
            Tally mine = new Tally();
            mine.hits = 1;
            mine.note = 7;
            map.merge("k", mine, (old, fresh) -> {
                old.hits += fresh.hits;
                old.note = fresh.note;
                return old;
            });
        });
        a.start();
        b.start();
        a.join();
        b.join();
        Tally t = map.get("k");
        assert t.hits == 2 && t.note == 7 : "compute/merge lost an update";
        System.out.println("hits = " + t.hits + ", note = " + t.note);
    }
}
