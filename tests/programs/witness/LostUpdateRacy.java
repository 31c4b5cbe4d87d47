// weft: witness confirmed LostUpdateRacy.hits
// Covers: the smallest real race: two workers increment a static counter with no lock.
public class LostUpdateRacy {
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            for (int i = 0; i < 3; i++) {
                hits++;
            }
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits);
    }
}
