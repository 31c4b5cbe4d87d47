// weft: expect assertion
// weft: expect race int[] 2
// weft: expect race int[] 3
// Covers: MergeSort with a missing join -- two workers each sort one half of {2,1,4,3} in place, but main joins only the first before merging; main can read the second half before (or while) the second worker swaps it, so the merged result is unsorted (assert fails) and main's reads of elements 2 and 3 race with that worker's writes. Elements 0 and 1 are ordered by the join, and the result array is main-only.
public class MergeSortNoJoin {
    static final int[] a = {2, 1, 4, 3};

    static void sortPair(int i) {
        if (a[i] > a[i + 1]) {
            int t = a[i];
            a[i] = a[i + 1];
            a[i + 1] = t;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread lo = new Thread(() -> sortPair(0));
        Thread hi = new Thread(() -> sortPair(2));
        lo.start();
        hi.start();
        lo.join();
        int[] out = new int[4];
        int i = 0, j = 2, k = 0;
        while (i < 2 && j < 4) out[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < 2) out[k++] = a[i++];
        while (j < 4) out[k++] = a[j++];
        for (int m = 0; m + 1 < 4; m++) assert out[m] <= out[m + 1] : "unsorted at " + m;
        hi.join();
        System.out.println(out[0] + " " + out[1] + " " + out[2] + " " + out[3]);
    }
}
