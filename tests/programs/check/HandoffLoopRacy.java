// weft: expect race HandoffLoopRacy.data
// Covers: two threads hand a value back and forth forever through a volatile flag. The writer waits for the flag to be clear, writes the plain field and sets the flag; the reader waits for the flag, clears it and only then reads the field, so the writer's next write is not ordered before that read: a data race that appears only after going once round the loop (the state space is a cycle, and the racing accesses are in different iterations).
public class HandoffLoopRacy {
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
                flag = false;
                seen += data;
                seen &= 1;
            }
        });
        writer.setDaemon(true);
        reader.setDaemon(true);
        writer.start();
        reader.start();
    }
}
