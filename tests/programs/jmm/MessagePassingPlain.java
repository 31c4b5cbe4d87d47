// Message passing (MP) with plain fields: the reader may see the flag set and the data still
// unwritten (the writes, or the reads, may be reordered).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
public class MessagePassingPlain {
    static int data, flag;

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            data = 1;
            flag = 1;
        });
        Thread reader = new Thread(() -> {
            seen[0] = flag;
            seen[1] = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
