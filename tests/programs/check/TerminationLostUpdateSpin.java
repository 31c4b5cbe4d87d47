// weft: expect race TerminationLostUpdateSpin.done
// weft: expect termination
// Covers: two workers each add one to a plain counter (a read-modify-write without a lock) and main sleeps until the count reaches 2. When the updates interleave, one is lost, the count stays 1, and main polls forever: the race is reported, and so is the state after the lost update, from which the program cannot end.
public class TerminationLostUpdateSpin {
    static int done;

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> done = done + 1;
        new Thread(work).start();
        new Thread(work).start();
        while (done < 2) {
            Thread.sleep(1);
        }
        System.out.println("both done");
    }
}
