// weft: expect exception java.lang.StringIndexOutOfBoundsException
// Covers: StringBuffer-style atomicity bug -- every method of the buffer is synchronized, but copyFrom() reads src.length() and then calls src.charAt(i) in separate calls; another thread's truncate() in between shrinks the source and charAt throws StringIndexOutOfBoundsException in the copier. All fields are accessed under the buffer's lock, so no race.
public class StringBufferAtomicity {
    private final char[] chars = new char[4];
    private int count;

    synchronized void append(char c) { chars[count++] = c; }
    synchronized int length() { return count; }
    synchronized void truncate() { count = 0; }

    synchronized char charAt(int i) {
        if (i >= count) throw new StringIndexOutOfBoundsException(i);
        return chars[i];
    }

    static String copyFrom(StringBufferAtomicity src) {
        int n = src.length();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(src.charAt(i));
        return out.toString();
    }

    public static void main(String[] args) throws InterruptedException {
        StringBufferAtomicity sb = new StringBufferAtomicity();
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
