// weft: expect race PlainFlagSpinRacy.ready
// weft: expect race PlainFlagSpinRacy.data
// Covers: a spin loop on a plain (non-volatile) boolean: there is no synchronization between writer and reader at all, so the writer's write of ready conflicts with the reader's reads of ready, and the writer's write of data with the reader's read of data after the loop, neither pair ordered by happens-before (both race; under the JMM the loop may even never terminate). Thread.yield() in the loop only keeps the real JVM from hoisting the read.
public class PlainFlagSpinRacy {
    static boolean ready;
    static int data;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        Thread reader = new Thread(() -> {
            while (!ready) {
                Thread.yield();
            }
            seen = data;
        });
        reader.start();
        writer.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
