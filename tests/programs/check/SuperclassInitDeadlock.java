// weft: expect deadlock
// Covers: superclass-initialization deadlock (JVMS 5.5 step 7): Shape's static initializer creates a Circle, a subclass of Shape. A worker creating a Circle marks Circle in progress and then initializes Shape; main reading Shape.DEFAULT initializes Shape, whose initializer needs Circle. If main takes Shape's lock between the worker taking Circle's and Shape's, each waits for the other's class forever. Circle has no static initializer of its own: it still stays in progress while its superclass is initialized.
public class SuperclassInitDeadlock {
    static class Shape {
        static final Shape DEFAULT = new Circle();
    }

    static final class Circle extends Shape {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> new Circle());
        worker.start();
        Shape d = Shape.DEFAULT;
        worker.join();
        System.out.println("default shape: " + (d != null));
    }
}
