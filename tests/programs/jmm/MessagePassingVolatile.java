// Message passing (MP) with a volatile flag: the volatile write releases the data and the
// volatile read acquires it, so f=1 d=0 is forbidden.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
public class MessagePassingVolatile {
    static int data;
    static volatile int flag;

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
