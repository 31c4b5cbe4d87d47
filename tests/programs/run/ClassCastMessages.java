// weft: expect exit 0
// Covers: exact ClassCastException messages from checkcast for JDK classes, user classes, interfaces and arrays (they name the classes, modules and class loaders, as HotSpot prints them)
public class ClassCastMessages {
    static class Mine {
    }

    interface Shape {
    }

    static void show(Runnable r) {
        try {
            r.run();
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object s = "s";
        Object mine = new Mine();
        Object ints = new int[0];
        Object strs = new String[0];
        show(() -> System.out.println((Integer) s));
        show(() -> System.out.println((Mine) s));
        show(() -> System.out.println((String) mine));
        show(() -> System.out.println((Shape) mine));
        show(() -> System.out.println(((long[]) ints).length));
        show(() -> System.out.println(((Integer[]) strs).length));
        show(() -> System.out.println((Runnable) s));
    }
}
