// weft: expect ok
// Covers: BubbleSort, fixed -- each pass holds the array's lock, so passes are atomic and ordered: the first sorts {2,1}, the second finds nothing to swap; main reads after the joins, so no race and the assert holds.
public class BubbleSortFixed {
    static final int[] a = {2, 1};

    static void pass() {
        synchronized (a) {
            for (int i = 0; i + 1 < a.length; i++) {
                if (a[i] > a[i + 1]) {
                    int t = a[i];
                    a[i] = a[i + 1];
                    a[i + 1] = t;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(BubbleSortFixed::pass);
        Thread t2 = new Thread(BubbleSortFixed::pass);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert a[0] == 1 && a[1] == 2 : "bad result " + a[0] + "," + a[1];
        System.out.println(a[0] + "," + a[1]);
    }
}
