// weft: expect race InterruptedQueryAfterEndRacy.data
// Covers: isInterrupted() of a thread that has ended is no synchronization with its end (only join, isAlive() returning false and getState() returning TERMINATED detect termination, JLS 17.4.4): main asks whether the worker is interrupted, which it may do after the worker wrote `data` and ended, and then reads `data` without joining it: the write and the read race on the interleaving where the worker runs first.
public class InterruptedQueryAfterEndRacy {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> data = 7);
        t.start();
        boolean interrupted = t.isInterrupted();
        System.out.println(data + " " + interrupted);
        t.join();
    }
}
