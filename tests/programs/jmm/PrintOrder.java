// Two threads print and share nothing else: the order of their prints is the only thing that
// differs between executions, and both orders are outcomes. The partial-order reduction must
// keep them (a print writes the recorded output), under either memory model.
// weft: outcomes sc "main ab" "main ba"
// weft: outcomes jmm "main ab" "main ba"
public class PrintOrder {
    public static void main(String[] args) throws InterruptedException {
        System.out.print("main ");
        Thread a = new Thread(() -> System.out.print("a"));
        Thread b = new Thread(() -> System.out.print("b"));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
