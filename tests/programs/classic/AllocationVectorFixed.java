// weft: expect ok
// Covers: AllocationVector, fixed -- find-and-mark is one synchronized method, so the two threads get distinct blocks; all accesses hold the vector's lock, so no race.
public class AllocationVectorFixed {
    private final int[] blocks = new int[2];

    synchronized int allocate(int owner) {
        for (int i = 0; i < blocks.length; i++) {
            if (blocks[i] == 0) {
                blocks[i] = owner;
                return i;
            }
        }
        return -1;
    }

    public static void main(String[] args) throws InterruptedException {
        AllocationVectorFixed v = new AllocationVectorFixed();
        int[] got = new int[2];
        Thread t1 = new Thread(() -> got[0] = v.allocate(1));
        Thread t2 = new Thread(() -> got[1] = v.allocate(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert got[0] != got[1] && got[0] >= 0 && got[1] >= 0 : "same block";
        System.out.println("blocks " + got[0] + " " + got[1]);
    }
}
