// Torn 64-bit writes (JLS 17.7): a plain long may be written as two 32-bit halves, so a racy
// reader may see the high half of one write and the low half of another. No 64-bit JVM does
// it, so weft shows it only with --torn-longs (`jmm-torn` below); volatile longs never tear.
// weft: outcomes sc "r=-1" "r=0"
// weft: outcomes jmm "r=-1" "r=0"
// weft: outcomes jmm-torn "r=-1" "r=-4294967296" "r=0" "r=4294967295"
public class TornLong {
    static long x;
    static long r;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> x = -1L);
        Thread reader = new Thread(() -> r = x);
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("r=" + r);
    }
}
