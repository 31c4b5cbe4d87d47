// weft: expect ok
// Covers: MergeSort, fixed -- main joins BOTH workers before merging, so every worker write happens-before main's reads; the merge of two sorted halves is sorted, so no race and no assertion failure.
public class MergeSortFixed {
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
        hi.join();
        int[] out = new int[4];
        int i = 0, j = 2, k = 0;
        while (i < 2 && j < 4) out[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < 2) out[k++] = a[i++];
        while (j < 4) out[k++] = a[j++];
        for (int m = 0; m + 1 < 4; m++) assert out[m] <= out[m + 1] : "unsorted at " + m;
        System.out.println(out[0] + " " + out[1] + " " + out[2] + " " + out[3]);
    }
}
