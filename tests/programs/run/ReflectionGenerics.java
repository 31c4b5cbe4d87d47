// weft: expect exit 0
// Covers: generic signatures through reflection (the Signature attribute, parsed by the JDK): Field.getGenericType, Method.getGenericReturnType/getGenericParameterTypes/getGenericExceptionTypes/getTypeParameters with bounds and wildcards, Method.toGenericString, Constructor generic parameters, Class.getTypeParameters/getGenericSuperclass/getGenericInterfaces of application and JDK classes, the type-token idiom (an anonymous subclass's generic superclass), ParameterizedType.getRawType/getOwnerType, raw types without signatures; and the declared exceptions of methods and constructors (getExceptionTypes)
import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;
public class ReflectionGenerics {
    static abstract class TypeRef<T> {
        Type type() { return ((ParameterizedType) getClass().getGenericSuperclass()).getActualTypeArguments()[0]; }
    }
    static class Box<T extends Number> implements Supplier<T>, Comparable<Box<T>> {
        T value;
        List<? super T> sinks;
        Map.Entry<String, T[]> entry;
        <E extends Exception> Box(T value, Class<E> failure) throws E { this.value = value; }
        public T get() { return value; }
        public int compareTo(Box<T> o) { return 0; }
        <R> R map(Function<? super T, ? extends R> f) throws IOException, IllegalStateException { return f.apply(value); }
    }
    static class IntBox extends Box<Integer> { IntBox() throws Exception { super(1, Exception.class); } }
    List<String> names;
    Map<String, List<Integer>> index;
    int plain;
    List raw;
    static <T extends Comparable<? super T>> T max(Collection<? extends T> xs) { return null; }
    public static void main(String[] args) throws Exception {
        for (String f : List.of("names", "index", "plain", "raw")) {
            System.out.println(f + ": " + ReflectionGenerics.class.getDeclaredField(f).getGenericType());
        }
        for (Field f : Box.class.getDeclaredFields()) System.out.println("Box." + f.getName() + ": " + f.getGenericType() + " (" + f.getType().getSimpleName() + ")");
        Method max = ReflectionGenerics.class.getDeclaredMethod("max", Collection.class);
        System.out.println(max.getGenericReturnType() + " " + Arrays.toString(max.getGenericParameterTypes()) + " " + Arrays.toString(max.getTypeParameters()));
        System.out.println(Arrays.toString(max.getTypeParameters()[0].getBounds()));
        System.out.println(max.toGenericString());
        Method map = Box.class.getDeclaredMethod("map", Function.class);
        System.out.println(map.toGenericString());
        System.out.println(Arrays.toString(map.getExceptionTypes()) + " " + Arrays.toString(map.getGenericExceptionTypes()));
        Constructor<?> c = Box.class.getDeclaredConstructor(Number.class, Class.class);
        System.out.println(c.toGenericString() + " / " + Arrays.toString(c.getExceptionTypes()) + " / " + Arrays.toString(c.getGenericParameterTypes()));
        System.out.println(Arrays.toString(IntBox.class.getDeclaredConstructor().getExceptionTypes()));
        System.out.println(Arrays.toString(Box.class.getTypeParameters()) + " " + Arrays.toString(Box.class.getTypeParameters()[0].getBounds()));
        System.out.println(Box.class.getGenericSuperclass() + " " + Arrays.toString(Box.class.getGenericInterfaces()));
        System.out.println(IntBox.class.getGenericSuperclass());
        ParameterizedType p = (ParameterizedType) IntBox.class.getGenericSuperclass();
        System.out.println(p.getRawType() + " " + p.getOwnerType() + " " + Arrays.toString(p.getActualTypeArguments()));
        System.out.println(new TypeRef<Map<String, int[]>>() {}.type());
        System.out.println(new TypeRef<List<? extends CharSequence>>() {}.type());
        System.out.println(Arrays.toString(HashMap.class.getTypeParameters()) + " " + HashMap.class.getGenericSuperclass() + " " + Arrays.toString(HashMap.class.getGenericInterfaces()));
        System.out.println(ReflectionGenerics.class.getGenericSuperclass() + " " + Runnable.class.getGenericSuperclass() + " " + Arrays.toString(Runnable.class.getTypeParameters()));
        System.out.println(List.class.getMethod("toArray", IntFunction.class).toGenericString());
        System.out.println(Arrays.toString(Thread.class.getMethod("sleep", long.class).getExceptionTypes()));
    }
}
