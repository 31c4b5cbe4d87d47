// weft: expect ok
// Covers: two workers each get a SHA-256 MessageDigest (the first lookups of the JDK's security providers, in both threads at once) and digest their own input; main joins both and checks the lengths. The providers' lookups (`sun.security.jca`, `java.security.Provider`) run as one step each, as `java.util.concurrent`'s operations do: before, the two threads' interleavings inside the provider caches did not finish in 30 s.
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

public class DigestInTwoWorkers {
    static final byte[][] digests = new byte[2][];

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < workers.length; i++) {
            int k = i;
            workers[i] = new Thread(() -> {
                try {
                    digests[k] = MessageDigest.getInstance("SHA-256").digest(new byte[] { (byte) k });
                } catch (NoSuchAlgorithmException e) {
                    throw new IllegalStateException(e);
                }
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        assert digests[0].length == 32 && digests[1].length == 32;
    }
}
