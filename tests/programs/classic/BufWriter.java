// weft: expect assertion
// weft: expect race BufWriter.pos
// weft: expect race int[] 0
// Covers: BufWriter -- two writers append to a shared buffer with "buf[pos] = v; pos++" and no lock: both can write slot 0 (race on int[] 0) and the pos++ can be lost (race on pos), so main's assert pos == 2 fails. Slot 1 is written by at most one thread per run (only after the other's pos++), and main reads it after the joins, so int[] 1 does not race.
public class BufWriter {
    static final int[] buf = new int[4];
    static int pos;

    static void write(int v) {
        buf[pos] = v;
        pos++;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> write(1));
        Thread w2 = new Thread(() -> write(2));
        w1.start();
        w2.start();
        w1.join();
        w2.join();
        assert pos == 2 : "lost append, pos=" + pos;
        assert buf[0] + buf[1] == 3 : "overwritten slot";
        System.out.println("pos " + pos);
    }
}
