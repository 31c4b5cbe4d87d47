// weft: expect assertion
// weft: expect race LostUpdate.count
// Covers: two threads each do an unsynchronized count++ once (read, then write); if both read 0 before either writes, one update is lost and main's `assert count == 2` after joining both fails; nothing else can go wrong.
public class LostUpdate {
    static int count;

    static void increment() {
        count++;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(LostUpdate::increment);
        Thread b = new Thread(LostUpdate::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update";
        System.out.println("count = " + count);
    }
}
