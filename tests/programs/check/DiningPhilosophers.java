// weft: expect deadlock
// Covers: three philosophers each lock their left fork then their right fork (forks[i] then forks[(i+1)%3]); when all three hold their left fork the waits form a cycle and every thread (main is in join) is blocked; each philosopher only counts its own meals, so main's check after the joins cannot fail.
public class DiningPhilosophers {
    static final Object[] forks = { new Object(), new Object(), new Object() };
    static final int[] meals = new int[3];

    static final class Philosopher extends Thread {
        private final int seat;

        Philosopher(int seat) {
            this.seat = seat;
        }

        @Override
        public void run() {
            Object left = forks[seat];
            Object right = forks[(seat + 1) % forks.length];
            synchronized (left) {
                synchronized (right) {
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
