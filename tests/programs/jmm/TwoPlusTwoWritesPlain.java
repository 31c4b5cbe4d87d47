// 2+2W with plain fields: two threads each write both fields, in opposite orders, and main
// reads both after joining them. Sequential consistency cannot end with x=1 y=1 (each thread's
// first write last). Under the JMM nothing orders the two threads' writes to one field, so after
// the joins neither hides the other and main may see either, x=1 y=1 included.
// weft: outcomes sc "x=1 y=2" "x=2 y=1" "x=2 y=2"
// weft: outcomes jmm "x=1 y=1" "x=1 y=2" "x=2 y=1" "x=2 y=2"
public class TwoPlusTwoWritesPlain {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            y = 2;
        });
        Thread b = new Thread(() -> {
            y = 1;
            x = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
