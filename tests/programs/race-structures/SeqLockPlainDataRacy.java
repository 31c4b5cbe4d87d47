// weft: expect race SeqLockPlainDataRacy.x
// weft: expect race SeqLockPlainDataRacy.y
// Structure: a sequence lock (seqlock) protecting a pair (x, y): the single writer makes the volatile sequence number odd, writes x and y, and makes it even again; a reader reads seq, then x and y, then seq again, and retries when the first read was odd or the two differ, so it only ever returns a consistent pair. One writer updates the pair twice, one reader takes a snapshot.
// Seeded race: x and y are plain fields. The algorithm discards inconsistent reads, but the JMM does not care: a reader can read seq (even, before the writer starts), and the writer then makes seq odd and writes x and y before the reader reads them; the reader's last volatile read came before the writer's volatile write, so nothing orders the writes before the reads: race on x and on y (seqlocks need volatile or atomic data in Java). main reads after the joins.
public class SeqLockPlainDataRacy {
    static volatile int seq;
    static int x; // seeded: read optimistically, should be volatile
    static int y; // seeded: read optimistically, should be volatile
    static int readX;
    static int readY;

    static void write(int v) {
        seq = seq + 1; // single writer: odd while writing
        x = v;
        y = v;
        seq = seq + 1;
    }

    static void read() {
        while (true) {
            int s1 = seq;
            if ((s1 & 1) != 0) {
                Thread.onSpinWait();
                continue;
            }
            int a = x;
            int b = y;
            if (seq == s1) {
                readX = a;
                readY = b;
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            write(1);
            write(2);
        });
        Thread reader = new Thread(SeqLockPlainDataRacy::read);
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert readX == readY : "torn snapshot " + readX + " " + readY;
        System.out.println("read (" + readX + ", " + readY + ")");
    }
}
