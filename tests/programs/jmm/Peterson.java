// The paper's `peterson`, one entry per thread with plain fields: raise the flag, give the
// turn away, and enter when the other's flag is down or the turn came back (a thread that would
// have to wait gives up instead of spinning). Sequential consistency lets at most one in; the
// JMM lets both read the other's flag as 0 and both enter.
// weft: outcomes sc "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0"
// weft: outcomes jmm "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0" "in1=1 in2=1"
public class Peterson {
    static int flag1, flag2, turn;
    static int in1, in2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            flag1 = 1;
            turn = 2;
            if (flag2 == 0 || turn == 1) {
                in1 = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            flag2 = 1;
            turn = 1;
            if (flag1 == 0 || turn == 2) {
                in2 = 1;
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("in1=" + in1 + " in2=" + in2);
    }
}
