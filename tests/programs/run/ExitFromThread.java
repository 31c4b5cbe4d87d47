// weft: expect exit 5
// Covers: System.exit(5) called from a non-main thread while main is blocked in join: the whole program ends with exit code 5 and main never resumes
public class ExitFromThread {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            System.out.println("worker calling exit");
            System.exit(5);
        }, "exiter");
        System.out.println("main starting worker");
        t.start();
        t.join();
        System.out.println("main after join must not print");
    }
}
