// The paper's Fig. 7b (its condition reads r2 == 2; with 1 the two branches differ on the
// outcome in question): thread 2 writes x = 1 on both branches of an if. r1 == r2 == 1 needs
// thread 1 to read x = 1 from the future, written on the then-branch. The paper reports it
// forbidden under scope (the two writes are different instructions); the fixed point reaches it
// anyway the other way round: an execution in which thread 1 read x = 1 late (from the
// else-branch) puts its write y = 1 in the WriteSet, thread 2 reads that from the future, takes
// the then-branch and writes x = 1, which thread 1 reads. All three schemes produce it.
// weft: outcomes sc "r1=0 r2=0" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm:occurrence "r1=0 r2=0" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm:scope "r1=0 r2=0" "r1=1 r2=0" "r1=1 r2=1"
public class ActionIdsSameWriteTwoBranches {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            y = r1;
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            if (r2 == 1) {
                x = 1;
            } else {
                x = 1;
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
