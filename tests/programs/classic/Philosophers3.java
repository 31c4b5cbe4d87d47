// weft: expect deadlock
// Covers: dining philosophers (3) -- each philosopher picks up its left fork then its right fork; if all three take their left fork first, each waits for a fork its neighbour holds: a 3-thread lock cycle (deadlock). meals[i] is written only by philosopher i under both forks and read by main after the joins, so no race.
public class Philosophers3 {
    static final Object[] forks = {new Object(), new Object(), new Object()};
    static final int[] meals = new int[3];

    static void dine(int i) {
        Object left = forks[i];
        Object right = forks[(i + 1) % 3];
        synchronized (left) {
            synchronized (right) {
                meals[i]++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ps = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ps[i] = new Thread(() -> dine(id));
            ps[i].start();
        }
        for (Thread p : ps) p.join();
        System.out.println("meals " + meals[0] + meals[1] + meals[2]);
    }
}
