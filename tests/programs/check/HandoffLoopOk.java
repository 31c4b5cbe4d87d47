// weft: expect ok
// Covers: the correct form of HandoffLoopRacy: the reader reads the plain field before it clears the volatile flag, so each write is ordered before the read that follows it and after the read that precedes it, through the flag; the threads loop forever (daemons), and no iteration races with another.
public class HandoffLoopOk {
    static volatile boolean flag;
    static int data;

    public static void main(String[] args) {
        Thread writer = new Thread(() -> {
            while (true) {
                while (flag) {
                    Thread.onSpinWait();
                }
                data = 1 - data;
                flag = true;
            }
        });
        Thread reader = new Thread(() -> {
            int seen = 0;
            while (true) {
                while (!flag) {
                    Thread.onSpinWait();
                }
                seen += data;
                seen &= 1;
                flag = false;
            }
        });
        writer.setDaemon(true);
        reader.setDaemon(true);
        writer.start();
        reader.start();
    }
}
