// weft: expect deadlock
// Covers: class-initialization deadlock -- A's static initializer reads B.VALUE and B's reads A.VALUE; if thread 1 starts initializing A while thread 2 starts initializing B, each then waits for the other class's initialization to finish (JLS 12.4.2 init locks): deadlock. The fields are set inside the initializers, which the init locks order, so no race.
public class ClassInitDeadlock {
    static final class A {
        static final int VALUE;
        static { VALUE = B.VALUE + 1; }
    }

    static final class B {
        static final int VALUE;
        static { VALUE = A.VALUE + 1; }
    }

    static int readA() { return A.VALUE; }
    static int readB() { return B.VALUE; }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> System.out.println("A " + readA()));
        Thread t2 = new Thread(() -> System.out.println("B " + readB()));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
