// weft: expect race VolatileNeverWrittenRacy.data
// Covers: both threads read a volatile flag that nobody ever writes before touching `data`; a volatile read synchronizes only with the write it reads, and the only write of `ready` is its default value, so the reads order nothing and the two writes of `data` race. (The race check makes no set for a volatile location nobody has released to: acquiring from it must still add nothing.)
public class VolatileNeverWrittenRacy {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            if (!ready) {
                data = 1;
            }
        });
        writer.start();
        if (!ready) {
            data = 2;
        }
        writer.join();
        System.out.println("data = " + data);
    }
}
