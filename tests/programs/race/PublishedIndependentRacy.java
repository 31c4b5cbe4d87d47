// weft: expect race PublishedIndependentRacy.shared
// weft: expect race PublishedIndependentRacy$Box.value
// Covers: two independent races on one object: main creates the box and hands it to the writer through Thread.start (happens-before), then both main and the writer write box.value with no synchronization (race on PublishedIndependentRacy$Box.value, between threads that never read the box from a racy location); separately, main stores the box in the plain static shared while the writer reads shared (race on PublishedIndependentRacy.shared). The box is reachable from shared when its race is found, yet that race is not a consequence of the racy publication: they are two bugs, two reports.
public class PublishedIndependentRacy {
    static final class Box {
        int value;
    }

    static Box shared;
    static boolean seen;

    public static void main(String[] args) throws InterruptedException {
        Box box = new Box();
        Thread writer = new Thread(() -> {
            box.value = 1;
            seen = shared != null;
        });
        writer.start();
        shared = box;
        box.value = 2;
        writer.join();
        System.out.println(box.value + " " + seen);
    }
}
