// weft: expect exit 0
// Covers: annotated types through reflection for members without type annotations: Method.getAnnotatedReturnType, getAnnotatedParameterTypes, getAnnotatedExceptionTypes, getAnnotatedReceiverType, Constructor.getAnnotatedReturnType, Field.getAnnotatedType (plain, parameterized, array, type variable, wildcard), Class.getAnnotatedSuperclass/getAnnotatedInterfaces (null for interfaces and Object), each with its type and no annotations
import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;
public class ReflectionAnnotatedTypes<T extends Number> implements Comparable<ReflectionAnnotatedTypes<T>>, Runnable {
    List<? extends CharSequence> names;
    String[][] grid;
    T value;
    int count;
    public ReflectionAnnotatedTypes() { }
    static Map<String, Integer> index(String key, long[] values) throws IOException { return null; }
    String describe() { return ""; }
    public int compareTo(ReflectionAnnotatedTypes<T> o) { return 0; }
    public void run() { }
    static String show(AnnotatedType t) {
        String kind = t instanceof AnnotatedParameterizedType ? "parameterized" : t instanceof AnnotatedArrayType ? "array"
                : t instanceof AnnotatedTypeVariable ? "variable" : t instanceof AnnotatedWildcardType ? "wildcard" : "plain";
        return t.getType().getTypeName() + " (" + kind + ", " + t.getAnnotations().length + " annotations)";
    }
    public static void main(String[] args) throws Exception {
        Class<?> c = ReflectionAnnotatedTypes.class;
        Method index = c.getDeclaredMethod("index", String.class, long[].class);
        System.out.println("return: " + show(index.getAnnotatedReturnType()));
        for (AnnotatedType t : index.getAnnotatedParameterTypes()) System.out.println("parameter: " + show(t));
        for (AnnotatedType t : index.getAnnotatedExceptionTypes()) System.out.println("exception: " + show(t));
        System.out.println("static receiver: " + index.getAnnotatedReceiverType());
        System.out.println("receiver: " + show(c.getDeclaredMethod("describe").getAnnotatedReceiverType()));
        System.out.println("constructor: " + show(c.getConstructor().getAnnotatedReturnType()));
        for (String f : List.of("names", "grid", "value", "count")) System.out.println(f + ": " + show(c.getDeclaredField(f).getAnnotatedType()));
        AnnotatedParameterizedType names = (AnnotatedParameterizedType) c.getDeclaredField("names").getAnnotatedType();
        System.out.println("argument: " + show(names.getAnnotatedActualTypeArguments()[0]));
        System.out.println("element: " + show(((AnnotatedArrayType) c.getDeclaredField("grid").getAnnotatedType()).getAnnotatedGenericComponentType()));
        System.out.println("superclass: " + show(c.getAnnotatedSuperclass()));
        for (AnnotatedType t : c.getAnnotatedInterfaces()) System.out.println("interface: " + show(t));
        System.out.println("Runnable: " + Runnable.class.getAnnotatedSuperclass() + " " + Runnable.class.getAnnotatedInterfaces().length);
        System.out.println("Object: " + Object.class.getAnnotatedSuperclass());
        System.out.println("ArrayList: " + show(ArrayList.class.getAnnotatedSuperclass()));
    }
}
