// Coherence of one volatile location read twice: volatile accesses are totally ordered, so a
// thread that saw the new value never sees the old one again (r1=1 r2=0 is forbidden).
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
public class CoherenceVolatile {
    static volatile int x;

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
