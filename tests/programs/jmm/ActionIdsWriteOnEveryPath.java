// The paper's Fig. 7a: thread 2 writes x = 2 on every path, after a write of 3 on one of them.
// r1 == r2 == 2 needs thread 1 to read x = 2 from the future. Whether the write of 2 seen in one
// execution "is" the write of 2 in another depends on how actions are identified: by scope
// (the instruction) or by occurrence-val (the first write of 2 to x by thread 2) it is the same
// action, and the outcome is produced. By occurrence (the thread's n-th write to x) it is the
// second write on one path and the first on the other; the paper reports the outcome forbidden
// then, but the fixed point still reaches it the other way round: an execution in which thread
// 1 read x = 2 late puts thread 1's write y = 2 in the WriteSet, thread 2 can read it from the
// future, skip x = 3, and write x = 2 as its first write, which thread 1 then reads. So all three
// schemes produce it (an over-approximation is allowed to). r1 == r2 == 3 is impossible: with
// r2 == 3 the write of 3 is skipped.
// weft: outcomes sc "r1=0 r2=0" "r1=2 r2=0" "r1=3 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=2 r2=0" "r1=2 r2=2" "r1=3 r2=0"
// weft: outcomes jmm:scope "r1=0 r2=0" "r1=2 r2=0" "r1=2 r2=2" "r1=3 r2=0"
// weft: outcomes jmm:occurrence "r1=0 r2=0" "r1=2 r2=0" "r1=2 r2=2" "r1=3 r2=0"
public class ActionIdsWriteOnEveryPath {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            y = r1;
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            if (r2 < 2) {
                x = 3;
            }
            x = 2;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
