// weft: expect race LongWorkBeforeJoinRacy.done
// weft: expect assertion
// Covers: a worker fills a shared table in 40 steps and then sets a plain flag; main reads the flag after `start` but before `join`. The read races with the flag's write (nothing orders them), and on the interleavings where main reads after the write the assertion that it never saw the flag set fails. Main's next steps (the read, then the blocking `join`) commute with the worker's table writes, which the reduction runs past them without storing the states between; the race and the assertion are found as by the unreduced search.
public class LongWorkBeforeJoinRacy {
    static final int[] table = new int[40];
    static boolean done;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < table.length; i++) {
                table[i] = i * i;
            }
            done = true;
        });
        worker.start();
        boolean seen = done;
        worker.join();
        assert !seen : "main saw the worker finish before it joined";
    }
}
