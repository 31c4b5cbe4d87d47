// weft: expect ok
// Covers: dining philosophers, fixed -- each philosopher takes the lower-numbered fork first (resource ordering), so no cycle of waits can form; meals[i] is written only by philosopher i and read after the joins, so no race.
public class Philosophers3Fixed {
    static final Object[] forks = {new Object(), new Object(), new Object()};
    static final int[] meals = new int[3];

    static void dine(int i) {
        int a = i, b = (i + 1) % 3;
        Object first = forks[Math.min(a, b)];
        Object second = forks[Math.max(a, b)];
        synchronized (first) {
            synchronized (second) {
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
        assert meals[0] + meals[1] + meals[2] == 3;
        System.out.println("meals " + meals[0] + meals[1] + meals[2]);
    }
}
