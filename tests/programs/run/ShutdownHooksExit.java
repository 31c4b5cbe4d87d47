// weft: expect exit 3
// Covers: System.exit runs the shutdown hooks (two, started together and joined) before the program ends with the exit status; code after exit never runs
public class ShutdownHooksExit {
    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        int[] ran = new int[1];
        for (int i = 0; i < 2; i++) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                synchronized (lock) {
                    ran[0]++;
                }
            }));
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("slow hook done");
        }));
        System.out.println("exiting");
        System.exit(3);
        System.out.println("not reached");
    }
}
