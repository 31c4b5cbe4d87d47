// weft: expect exit 0
// Covers: Class.getRecordComponents (null for a class that is not a record, empty for a record without components): RecordComponent.getName, getType, getGenericType and getGenericSignature of generic components, getAccessor invoked through reflection, getDeclaringRecord, toString, getAnnotations (none); and sealed hierarchies through isSealed and getPermittedSubclasses
import java.lang.reflect.*;
import java.util.*;
public class ReflectionRecordComponents {
    sealed interface Shape permits Circle, Polygon { }
    record Circle(double radius) implements Shape { }
    record Polygon(String name, List<int[]> points, Map<String, ? extends Number> tags) implements Shape { }
    record Pair<A, B extends Comparable<B>>(A first, B second) { }
    record Empty() { }
    public static void main(String[] args) throws Exception {
        Polygon p = new Polygon("tri", List.of(new int[] {0, 0}), Map.of("k", 1));
        for (RecordComponent c : Polygon.class.getRecordComponents()) {
            Object v = c.getAccessor().invoke(p);
            System.out.println(c + " | " + c.getName() + " " + c.getType().getSimpleName() + " " + c.getGenericType() + " "
                    + c.getGenericSignature() + " " + c.getDeclaringRecord().getSimpleName() + " " + c.getAnnotations().length + " "
                    + (v instanceof List ? "list of " + ((List<?>) v).size() : v));
        }
        for (RecordComponent c : Pair.class.getRecordComponents()) {
            System.out.println(c + " " + c.getGenericType() + " " + c.getGenericSignature() + " " + c.getAccessor().invoke(new Pair<>(1, "b")));
        }
        System.out.println(Circle.class.getRecordComponents()[0].getAccessor().invoke(new Circle(2.5)));
        System.out.println(Empty.class.getRecordComponents().length + " " + ReflectionRecordComponents.class.getRecordComponents() + " " + Integer.class.getRecordComponents());
        System.out.println(Shape.class.isSealed() + " " + Arrays.toString(Shape.class.getPermittedSubclasses()) + " " + Circle.class.isSealed() + " " + Circle.class.getPermittedSubclasses());
    }
}
