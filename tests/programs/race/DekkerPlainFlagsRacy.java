// weft: expect race DekkerPlainFlagsRacy.flag0
// weft: expect race DekkerPlainFlagsRacy.flag1
// Covers: the same Dekker-style entry with plain flags: each flag is written by one thread and read by the other with no synchronization, so flag0 and flag1 race; `shared` does NOT race: the JMM defines races on sequentially consistent executions, and under SC at most one thread passes its check (the later flag read sees the other's write), so only one worker ever accesses shared, and main reads it after the joins. (On real hardware both may enter, precisely because the flags race.)
public class DekkerPlainFlagsRacy {
    static boolean flag0;
    static boolean flag1;
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            flag0 = true;
            if (!flag1) {
                shared++;
            }
        });
        Thread t1 = new Thread(() -> {
            flag1 = true;
            if (!flag0) {
                shared++;
            }
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("shared = " + shared);
    }
}
