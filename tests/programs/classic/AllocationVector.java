// weft: expect assertion
// Covers: AllocationVector -- finding a free block and marking it allocated are two separately synchronized calls; two threads can both find block 0 free, and the second markAllocated's assert fails. Every access holds the vector's lock, so there is no race.
public class AllocationVector {
    private final int[] blocks = new int[2];

    synchronized int findFree() {
        for (int i = 0; i < blocks.length; i++) {
            if (blocks[i] == 0) return i;
        }
        return -1;
    }

    synchronized void markAllocated(int i, int owner) {
        assert blocks[i] == 0 : "block " + i + " allocated twice";
        blocks[i] = owner;
    }

    public static void main(String[] args) throws InterruptedException {
        AllocationVector v = new AllocationVector();
        Thread t1 = new Thread(() -> v.markAllocated(v.findFree(), 1));
        Thread t2 = new Thread(() -> v.markAllocated(v.findFree(), 2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
