// weft: expect no-race
// Covers: each array element is its own memory location (JLS 17.6, no word tearing): thread 0 reads and writes only cells[0] and flags[0], thread 1 only cells[1] and flags[1] (int[] and byte[] elements, adjacent in memory), two iterations each; the arrays are created before start and main reads every element after the joins, so no two threads access the same location unordered.
public class DisjointArrayElementsOk {
    static final int[] cells = new int[2];
    static final byte[] flags = new byte[2];

    static void work(int i) {
        for (int k = 1; k <= 2; k++) {
            cells[i] += k;
            flags[i] = (byte) k;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> work(0));
        Thread t1 = new Thread(() -> work(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert cells[0] == 3 && cells[1] == 3 && flags[0] == 2 && flags[1] == 2 : "word tearing";
        System.out.println(cells[0] + cells[1]);
    }
}
