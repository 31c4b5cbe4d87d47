// Checks: the main thread joining itself blocks forever (the only live thread is blocked): exit 1, a
// deadlock report on stderr that mentions "deadlock" and the thread name "main".
public class SelfJoin {
    public static void main(String[] args) throws Exception {
        System.out.println("joining myself");
        Thread.currentThread().join();
        System.out.println("unreachable");
    }
}
