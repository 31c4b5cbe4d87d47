// weft: expect ok
// Covers: the three dining philosophers with resource ordering (each locks the lower-numbered fork first, so philosopher 2 takes fork 0 before fork 2); a global lock order rules out a cycle of waits, so no deadlock, and each philosopher only counts its own meals so main's check after the joins always holds.
public class DiningPhilosophersOrdered {
    static final Object[] forks = { new Object(), new Object(), new Object() };
    static final int[] meals = new int[3];

    static final class Philosopher extends Thread {
        private final int seat;

        Philosopher(int seat) {
            this.seat = seat;
        }

        @Override
        public void run() {
            int a = seat;
            int b = (seat + 1) % forks.length;
            Object first = forks[Math.min(a, b)];
            Object second = forks[Math.max(a, b)];
            synchronized (first) {
                synchronized (second) {
                    meals[seat]++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Philosopher[] table = new Philosopher[3];
        for (int i = 0; i < table.length; i++) {
            table[i] = new Philosopher(i);
        }
        for (Philosopher p : table) {
            p.start();
        }
        for (Philosopher p : table) {
            p.join();
        }
        for (int m : meals) {
            assert m == 1;
        }
        System.out.println("every philosopher ate once");
    }
}
