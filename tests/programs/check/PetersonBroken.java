// weft: expect assertion
// weft: expect race PetersonBroken.count
// weft: expect race PetersonBroken.inside
// Covers: Peterson's algorithm with the classic bug turn = me instead of turn = other: thread 0 sets flag0 and turn = 0 and enters (flag1 still false), then thread 1 sets flag1 and turn = 1 and enters too because turn != 0; with both inside, the occupancy assert in a worker or main's `count == 2` fails (both are assertions); spinning is never a deadlock, and nothing else throws.
public class PetersonBroken {
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
            turn = me; // BUG: must be other
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
