// weft: expect ok
// Covers: two threads initialize a subclass and its superclass at the same time, without a cycle: Shape's initializer only counts, Circle's reads Shape's count. Whichever thread starts first, the other waits for the class in progress (never for a cycle), Shape's initializer runs exactly once and before Circle's, so Circle.SEEN is 1 on every schedule. The write of shapeInits in Shape's initializer happens-before the read in Circle's, also when the two run in different threads (the reader waited for Shape's initialization), so there is no race either.
public class SuperclassInitOk {
    static int shapeInits;

    static class Shape {
        static final int ORDER = ++shapeInits;
    }

    static final class Circle extends Shape {
        static final int SEEN = shapeInits;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> new Circle());
        worker.start();
        int order = Shape.ORDER;
        worker.join();
        assert shapeInits == 1 : "Shape initialized twice";
        assert Circle.SEEN == 1 : "Circle initialized before Shape";
        System.out.println("order " + order + ", seen " + Circle.SEEN);
    }
}
