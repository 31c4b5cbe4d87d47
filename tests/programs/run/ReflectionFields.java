// weft: expect exit 0
// Covers: core reflection on fields: getDeclaredFields, getDeclaredField, Field.get and Field.set on instance and static fields of primitive and reference types (boxing, unboxing with widening), final fields (IllegalAccessException, and setAccessible on an instance final), and the IllegalArgumentException for values of the wrong type; Class.newInstance
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ReflectionFields {
    static class Point {
        int x = 1;
        long y = 2;
        volatile double z = 0.5;
        String label = "origin";
        final int id = 7;
        static int created;
        static final String KIND = "point";

        public Point() {
            created++;
        }
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            Throwable t = e.getCause() != null ? e.getCause() : e;
            System.out.println(what + ": " + t.getClass().getName() + " " + t.getMessage());
        }
    }

    interface Action {
        void run() throws Exception;
    }

    static Runnable wrap(Action a) {
        return () -> {
            try {
                a.run();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        List<String> names = new ArrayList<>();
        for (Field f : Point.class.getDeclaredFields()) {
            names.add(f.getName() + ":" + f.getType().getName() + (Modifier.isStatic(f.getModifiers()) ? ":static" : "")
                    + (Modifier.isFinal(f.getModifiers()) ? ":final" : "") + (Modifier.isVolatile(f.getModifiers()) ? ":volatile" : ""));
        }
        Collections.sort(names);
        System.out.println("fields: " + names);

        Point p = Point.class.newInstance();
        System.out.println("newInstance ran the constructor: " + Point.created);
        Field x = Point.class.getDeclaredField("x");
        Field y = Point.class.getDeclaredField("y");
        Field z = Point.class.getDeclaredField("z");
        Field label = Point.class.getDeclaredField("label");
        Object xv = x.get(p);
        System.out.println("x = " + xv + " (" + xv.getClass().getName() + ", cached box: " + (xv == Integer.valueOf(1)) + ")");
        System.out.println("y = " + y.get(p) + ", z = " + z.get(p) + ", label = " + label.get(p));
        x.set(p, 41);
        y.set(p, 5);
        z.set(p, 2.25f);
        label.set(p, "moved");
        System.out.println("after set: " + p.x + " " + p.y + " " + p.z + " " + p.label);
        Field created = Point.class.getDeclaredField("created");
        created.set(null, 10);
        System.out.println("static: " + created.get(null) + " " + Point.created + ", KIND = " + Point.class.getDeclaredField("KIND").get(null));

        attempt("int field from a String", wrap(() -> x.set(p, "no")));
        attempt("int field from a Long", wrap(() -> x.set(p, 3L)));
        attempt("int field from null", wrap(() -> x.set(p, null)));
        attempt("String field from an Integer", wrap(() -> label.set(p, 3)));
        Field id = Point.class.getDeclaredField("id");
        attempt("final field", wrap(() -> id.set(p, 8)));
        attempt("static final field", wrap(() -> Point.class.getDeclaredField("KIND").set(null, "other")));
        id.setAccessible(true);
        id.set(p, 9);
        System.out.println("final field after setAccessible: " + id.get(p));
        attempt("missing field", wrap(() -> Point.class.getDeclaredField("w")));
    }
}
