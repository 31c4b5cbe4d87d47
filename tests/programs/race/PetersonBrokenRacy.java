// weft: expect race PetersonBrokenRacy.count
// Covers: Peterson with volatile control variables but the entry steps swapped (turn = other BEFORE flag[me] = true): t0 sets turn = 1, t1 sets turn = 0 and flag1, sees flag0 == false and enters; t0 then sets flag0, sees turn == 0 and enters too; t0's volatile reads synchronize only with t1's writes that precede t1's count++, so t0's access to count is unordered with t1's (race on count); the volatile control variables never race.
public class PetersonBrokenRacy {
    static volatile boolean flag0;
    static volatile boolean flag1;
    static volatile int turn;
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            turn = 1;
            flag0 = true;
            while (flag1 && turn == 1) {
                Thread.onSpinWait();
            }
            count++;
            flag0 = false;
        });
        Thread t1 = new Thread(() -> {
            turn = 0;
            flag1 = true;
            while (flag0 && turn == 0) {
                Thread.onSpinWait();
            }
            count++;
            flag1 = false;
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("count = " + count);
    }
}
