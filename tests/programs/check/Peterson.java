// weft: expect ok
// Covers: Peterson's mutual exclusion for two threads with volatile flags and turn (flag[me] = true; turn = other; spin while flag[other] && turn == other); under sequential consistency at most one thread is in the critical section, so the in-section occupancy check and main's `count == 2` after the joins always hold; the spin loops are finite in every fair run and their repeated states are matched, not a deadlock.
public class Peterson {
    static volatile boolean flag0;
    static volatile boolean flag1;
    static volatile int turn;
    static int count;
    static int inside;

    static final class Contender extends Thread {
        private final int me;

        Contender(int me) {
            this.me = me;
        }

        private static boolean flag(int i) {
            return i == 0 ? flag0 : flag1;
        }

        private static void setFlag(int i, boolean v) {
            if (i == 0) {
                flag0 = v;
            } else {
                flag1 = v;
            }
        }

        @Override
        public void run() {
            int other = 1 - me;
            setFlag(me, true);
            turn = other;
            while (flag(other) && turn == other) {
                // spin
            }
            inside++;
            assert inside == 1 : "two threads in the critical section";
            count = count + 1;
            inside--;
            setFlag(me, false);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Contender a = new Contender(0);
        Contender b = new Contender(1);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update";
        System.out.println("count = " + count);
    }
}
