// weft: expect race LazyStringCacheRacy$Name.full
// Covers: a "benign-looking" racy lazy initialization of a String cache: both threads call full(), which reads the plain field `full` and, if null, computes first.concat(...) and stores it; the two writes race with each other and with the other thread's unlocked read (race on LazyStringCacheRacy$Name.full) even though every thread would compute an equal String; `first` and `last` are final (no race), and the String's own internals are JDK-internal, final or frozen.
public class LazyStringCacheRacy {
    static final class Name {
        final String first;
        final String last;
        String full;

        Name(String first, String last) {
            this.first = first;
            this.last = last;
        }

        String full() {
            String f = full;
            if (f == null) {
                f = first.concat(" ").concat(last);
                full = f;
            }
            return f;
        }
    }

    static String seenA;
    static String seenB;

    public static void main(String[] args) throws InterruptedException {
        Name n = new Name("Ada", "Lovelace");
        Thread a = new Thread(() -> seenA = n.full());
        Thread b = new Thread(() -> seenB = n.full());
        a.start();
        b.start();
        a.join();
        b.join();
        assert seenA.equals(seenB) : "different names";
        System.out.println(seenA);
    }
}
