// Coherence of one location, read twice (CoRR): the JMM has no per-location coherence for plain
// fields, so a thread may see the new value and then the old one (r1=1 r2=0), as a compiler
// that reuses the first read's register for a later one, or reorders the reads, produces.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
public class CoherencePlain {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        int[] r = new int[2];
        Thread writer = new Thread(() -> x = 1);
        Thread reader = new Thread(() -> {
            r[0] = x;
            r[1] = x;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("r1=" + r[0] + " r2=" + r[1]);
    }
}
