// The paper's `hash`: String.hashCode's racy cache (its Fig. 9 without the re-read on line
// 15). Two threads ask for the hash of one shared key. The cache field is read and written
// without synchronization, but a thread returns what it read or what it computed itself, so
// every execution the JMM allows returns the right hash (97 * 31 + 98 = 3105): the race is
// benign.
// weft: outcomes sc "h1=3105 h2=3105"
// weft: outcomes jmm "h1=3105 h2=3105"
public class Hash {
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
            return h;
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
