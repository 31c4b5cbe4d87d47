// weft: expect assertion
// weft: expect race LazyInitRace.created
// weft: expect race LazyInitRace.instance
// Covers: unsynchronized lazy initialization `if (instance == null) instance = new Resource()` called by two threads: both can see null and each builds a Resource, so main's `assert created == 1` after the joins fails; nothing can throw or block.
public class LazyInitRace {
    static final class Resource {
        Resource() {
            created++;
        }
    }

    static Resource instance;
    static int created;

    static Resource get() {
        if (instance == null) {
            instance = new Resource();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(LazyInitRace::get);
        Thread b = new Thread(LazyInitRace::get);
        a.start();
        b.start();
        a.join();
        b.join();
        assert created == 1 : "created more than once";
        System.out.println("created = " + created);
    }
}
