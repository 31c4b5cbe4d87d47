// weft: expect ok
// Covers: BufWriter, fixed -- the slot write and the pos++ are one synchronized append, so both values land in distinct slots and pos reaches 2; main reads after the joins, so no race.
public class BufWriterFixed {
    static final int[] buf = new int[4];
    static int pos;

    static synchronized void write(int v) {
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
