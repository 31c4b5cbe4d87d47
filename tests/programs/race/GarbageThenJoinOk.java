// weft: expect no-race
// Covers: a worker writes two shared fields and makes and drops 700 small objects, each written under its own monitor (their columns and monitor rows of the happens-before summary are dropped once unreachable); main joins it and reads both fields: the worker's row and the fields' columns must survive the dropping with join's edge, so nothing races.
public class GarbageThenJoinOk {
    static final class Cell {
        int value;
    }

    static int first;
    static int second;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            first = 1;
            int sum = 0;
            for (int i = 0; i < 700; i++) {
                Cell c = new Cell();
                synchronized (c) {
                    c.value = i;
                    sum += c.value;
                }
            }
            second = sum;
        });
        worker.start();
        worker.join();
        System.out.println(first + second);
    }
}
