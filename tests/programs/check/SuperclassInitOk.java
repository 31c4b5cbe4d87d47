// weft: expect ok
// weft: check-args --checks deadlock,assertion,exception
// Covers: two threads initialize a subclass and its superclass at the same time, without a cycle: Shape's initializer only counts, Circle's reads Shape's count. Whichever thread starts first, the other waits for the class in progress (never for a cycle), Shape's initializer runs exactly once and before Circle's, so Circle.SEEN is 1 on every schedule. (Races are left out: the race check reports the read of shapeInits in Circle's initializer although the wait for Shape's initialization orders it after the write, a false alarm of the happens-before summary to be fixed separately.)
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
