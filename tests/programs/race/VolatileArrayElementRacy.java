// weft: expect race int[] 3
// Covers: a volatile array REFERENCE does not make its elements volatile: the writer stores arr[0] and arr[3] (each a volatile read of `arr` followed by a plain element write), the reader loads arr[3] (volatile read of `arr`, plain element read); reading a volatile synchronizes with nothing here (nobody writes `arr` after <clinit>), so the write and read of element 3 are unordered (race on int[] 3); element 0 is written by the writer only and read by main after the joins (no race); the field `arr` itself is volatile.
public class VolatileArrayElementRacy {
    static volatile int[] arr = new int[4];
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            arr[0] = 1;
            arr[3] = 7;
        });
        Thread reader = new Thread(() -> {
            seen = arr[3];
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen + ", arr[0] = " + arr[0]);
    }
}
