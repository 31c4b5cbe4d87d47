// weft: expect no-race
// Covers: Peterson's algorithm (two iterations per thread) with volatile flag0, flag1 and turn protecting the plain `count`; when a thread enters after the other's critical section it has read either the other's flag = false (written after that critical section) or the other's later turn write (also after it), and a volatile read synchronizes with every earlier volatile write of the same field, so each count++ happens-before the other thread's next one; main reads after the joins. JPF's lockset/PreciseRaceDetector report a false race here.
public class PetersonVolatileOk {
    static volatile boolean flag0;
    static volatile boolean flag1;
    static volatile int turn;
    static int count;

    static void run0() {
        for (int i = 0; i < 2; i++) {
            flag0 = true;
            turn = 1;
            while (flag1 && turn == 1) {
                Thread.onSpinWait();
            }
            count++;
            flag0 = false;
        }
    }

    static void run1() {
        for (int i = 0; i < 2; i++) {
            flag1 = true;
            turn = 0;
            while (flag0 && turn == 0) {
                Thread.onSpinWait();
            }
            count++;
            flag1 = false;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(PetersonVolatileOk::run0);
        Thread t1 = new Thread(PetersonVolatileOk::run1);
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert count == 4 : "mutual exclusion violated";
        System.out.println("count = " + count);
    }
}
