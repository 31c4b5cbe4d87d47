// weft: expect assertion
// weft: expect race int[] 0
// weft: expect race int[] 1
// Covers: BubbleSort with a racy swap -- two threads each run a bubble pass over a shared int[2] {2,1} with an unlocked compare-and-swap; both can load a[0]=2 as the temp and write it back, duplicating 2 and losing 1, so main's permutation/sortedness assert fails; both elements are written by both threads unordered.
public class BubbleSortRacy {
    static final int[] a = {2, 1};

    static void pass() {
        for (int i = 0; i + 1 < a.length; i++) {
            if (a[i] > a[i + 1]) {
                int t = a[i];
                a[i] = a[i + 1];
                a[i + 1] = t;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(BubbleSortRacy::pass);
        Thread t2 = new Thread(BubbleSortRacy::pass);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert a[0] == 1 && a[1] == 2 : "bad result " + a[0] + "," + a[1];
        System.out.println(a[0] + "," + a[1]);
    }
}
