// The paper's `hash2`: the racy hash cache of Fig. 9 *with* the re-read `return hash` (line
// 15). Under sequential consistency it is correct; under the JMM a thread that found the cache
// filled by the other thread may read the cache a second time and see the initial 0 (the two
// reads of a racy field are not ordered by anything): the race is not benign. Both cannot
// return 0: a thread that saw 3105 saw a write of the other, which then returns its own write.
// weft: outcomes sc "h1=3105 h2=3105"
// weft: outcomes jmm "h1=0 h2=3105" "h1=3105 h2=0" "h1=3105 h2=3105"
public class Hash2 {
    static final class Key {
        private final char[] value = {'a', 'b'};
        private int hash;

        int hash() {
            int h = hash;
            if (h == 0) {
                for (char c : value) {
                    h = 31 * h + c;
                }
                hash = h;
            }
            return hash;
        }
    }

    static final Key KEY = new Key();
    static int h1, h2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> h1 = KEY.hash());
        Thread b = new Thread(() -> h2 = KEY.hash());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("h1=" + h1 + " h2=" + h2);
    }
}
