// The paper's `dekker`, reduced to its entry protocol: each thread raises its flag and enters
// the critical section if the other's flag is down. With plain flags both may enter (the
// store-buffering shape); sequential consistency lets at most one in.
// weft: outcomes sc "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0"
// weft: outcomes jmm "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0" "in1=1 in2=1"
public class Dekker {
    static int flag1, flag2;
    static int in1, in2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            flag1 = 1;
            if (flag2 == 0) {
                in1 = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            flag2 = 1;
            if (flag1 == 0) {
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
