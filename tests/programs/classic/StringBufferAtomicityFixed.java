// weft: expect ok
// Covers: StringBuffer atomicity, fixed -- copyFrom() holds the source's lock (reentrantly) across length() and all charAt() calls, so truncate() cannot run in between; the copy sees "hi" or "" and never throws; no race.
public class StringBufferAtomicityFixed {
    private final char[] chars = new char[4];
    private int count;

    synchronized void append(char c) { chars[count++] = c; }
    synchronized int length() { return count; }
    synchronized void truncate() { count = 0; }

    synchronized char charAt(int i) {
        if (i >= count) throw new StringIndexOutOfBoundsException(i);
        return chars[i];
    }

    static String copyFrom(StringBufferAtomicityFixed src) {
        StringBuilder out = new StringBuilder();
        synchronized (src) {
            int n = src.length();
            for (int i = 0; i < n; i++) out.append(src.charAt(i));
        }
        return out.toString();
    }

    public static void main(String[] args) throws InterruptedException {
        StringBufferAtomicityFixed sb = new StringBufferAtomicityFixed();
        sb.append('h');
        sb.append('i');
        Thread copier = new Thread(() -> System.out.println("copied " + copyFrom(sb)));
        Thread clearer = new Thread(sb::truncate);
        copier.start();
        clearer.start();
        copier.join();
        clearer.join();
    }
}
