// weft: expect no-race
// Covers: publishing a freshly filled array through a volatile reference: the writer creates an int[2], writes both elements, then writes the volatile `published`; the reader reads the volatile and, if it got the array, reads its elements: the element writes precede the volatile write, which synchronizes with the read that sees it, so int[] 0 and int[] 1 do not race; nobody writes the array after publishing it.
public class VolatileArrayPublishOk {
    static volatile int[] published;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            int[] a = new int[2];
            a[0] = 3;
            a[1] = 4;
            published = a;
        });
        Thread reader = new Thread(() -> {
            int[] a = published;
            if (a != null) {
                seen = a[0] + a[1];
                assert seen == 7 : "array contents not published";
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
