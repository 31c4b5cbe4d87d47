// weft: expect no-race
// Covers: main polls Thread.activeCount() until the worker is no longer counted and only then reads its plain result. In JDK 17 a thread's end (ThreadGroup.threadTerminated) and activeCount() both lock the thread group, so seeing the worker gone orders its write before main's read, as isAlive() == false does; the same holds for enumerate().
public class ActiveCountDropOk {
    static int result;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> result = 42);
        worker.start();
        while (Thread.activeCount() > 1) {
            Thread.yield();
        }
        Thread[] listed = new Thread[4];
        while (Thread.enumerate(listed) > 1) {
            Thread.yield();
        }
        System.out.println(result);
    }
}
