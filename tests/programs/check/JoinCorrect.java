// weft: expect ok
// Covers: fork/join with Thread.join: two workers each sum their own half of a small array into their own field, and main reads the fields only after joining both (join orders the workers' writes before main's reads), so the total is 1+2+3+4 on every interleaving.
public class JoinCorrect {
    static final int[] data = { 1, 2, 3, 4 };

    static final class Summer extends Thread {
        private final int from;
        private final int to;
        int sum;

        Summer(int from, int to) {
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            int s = 0;
            for (int i = from; i < to; i++) {
                s += data[i];
            }
            sum = s;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Summer low = new Summer(0, 2);
        Summer high = new Summer(2, 4);
        low.start();
        high.start();
        low.join();
        high.join();
        int total = low.sum + high.sum;
        assert total == 10 : "wrong total";
        System.out.println("total = " + total);
    }
}
