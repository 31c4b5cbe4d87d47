// weft: expect race int[] 1
// Covers: thread a writes cells[0] and cells[1], thread b writes cells[1] and cells[2]: only element 1 is written by both threads with no synchronization (write-write race on int[] 1); elements 0 and 2 are each written by one thread and read by main after the joins, so they do not race.
public class OverlappingArrayElementsRacy {
    static final int[] cells = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            cells[0] = 1;
            cells[1] = 1;
        });
        Thread b = new Thread(() -> {
            cells[1] = 2;
            cells[2] = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(cells[0] + " " + cells[1] + " " + cells[2]);
    }
}
