// weft: expect exit 0
// Covers: direct method handles: MethodHandles.lookup() with findVirtual (a class, an interface, String), findStatic, findConstructor, findGetter/findSetter, findStaticGetter/findStaticSetter, unreflect and bindTo; invokeExact, invoke with the call site's types adapted (boxing, unboxing, widening, casts of the result), invokeWithArguments (array and List); MethodHandle and MethodType toString; and the exceptions: WrongMethodTypeException for invokeExact with another type and for an argument invoke cannot convert, NullPointerException for a null receiver, NoSuchMethodException, IllegalAccessException (findStatic of an instance method), NoSuchFieldException, the target's own exception passed through unwrapped, ClassCastException when the result does not fit the call site
import java.lang.invoke.*;
import java.util.*;
public class MethodHandlesDirect {
    private int base = 10;
    static int counter;
    String name = "mh";
    public MethodHandlesDirect() {}
    public MethodHandlesDirect(int base) { this.base = base; }
    int add(int x) { return base + x; }
    static String greet(String who, int times) { return ("hi " + who + " ").repeat(times).trim(); }
    static long twice(long v) { return 2 * v; }
    void fail() { throw new IllegalStateException("boom"); }
    public String toString() { return "MethodHandlesDirect(" + base + ")"; }
    interface Shape { double area(); }
    record Square(double side) implements Shape { public double area() { return side * side; } }
    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle add = lookup.findVirtual(MethodHandlesDirect.class, "add", MethodType.methodType(int.class, int.class));
        MethodHandlesDirect o = new MethodHandlesDirect();
        System.out.println(add + " " + add.type());
        System.out.println((int) add.invokeExact(o, 5));
        System.out.println(add.invoke(o, 7));
        Object boxed = add.invoke(o, (Integer) 8);
        System.out.println(boxed);
        long widened = (long) add.invoke(o, (short) 3);
        System.out.println(widened);
        System.out.println(add.invokeWithArguments(o, 1));
        System.out.println(add.invokeWithArguments(List.of(o, 2)));
        MethodHandle greet = lookup.findStatic(MethodHandlesDirect.class, "greet", MethodType.methodType(String.class, String.class, int.class));
        System.out.println((String) greet.invokeExact("bob", 2));
        System.out.println(greet.invoke((Object) "ann", 1));
        MethodHandle twice = lookup.findStatic(MethodHandlesDirect.class, "twice", MethodType.methodType(long.class, long.class));
        System.out.println((long) twice.invoke(21));
        MethodHandle ctor = lookup.findConstructor(MethodHandlesDirect.class, MethodType.methodType(void.class, int.class));
        System.out.println((MethodHandlesDirect) ctor.invokeExact(42));
        System.out.println(ctor.invoke(1));
        MethodHandle getter = lookup.findGetter(MethodHandlesDirect.class, "base", int.class);
        MethodHandle setter = lookup.findSetter(MethodHandlesDirect.class, "base", int.class);
        setter.invokeExact(o, 99);
        System.out.println((int) getter.invokeExact(o));
        MethodHandle sget = lookup.findStaticGetter(MethodHandlesDirect.class, "counter", int.class);
        MethodHandle sset = lookup.findStaticSetter(MethodHandlesDirect.class, "counter", int.class);
        sset.invoke(5);
        System.out.println(sget.invoke());
        MethodHandle area = lookup.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        System.out.println((double) area.invoke(new Square(3)));
        MethodHandle len = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) len.invokeExact("hello"));
        MethodHandle bound = len.bindTo("four");
        System.out.println(bound.type() + " " + (int) bound.invokeExact());
        MethodHandle un = lookup.unreflect(MethodHandlesDirect.class.getDeclaredMethod("add", int.class));
        System.out.println(un.invoke(new MethodHandlesDirect(1), 1));
        try { Object r = add.invokeExact(o, 5); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        try { add.invoke(o, "x"); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        try { add.invoke((MethodHandlesDirect) null, 1); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { lookup.findVirtual(MethodHandlesDirect.class, "nope", MethodType.methodType(void.class)); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { lookup.findStatic(MethodHandlesDirect.class, "add", MethodType.methodType(int.class, int.class)); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        MethodHandle fail = lookup.findVirtual(MethodHandlesDirect.class, "fail", MethodType.methodType(void.class));
        try { fail.invokeExact(o); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        MethodHandle get = lookup.findVirtual(List.class, "get", MethodType.methodType(Object.class, int.class));
        try { String s = (String) get.invoke(List.of(1), 0); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        try { int i = (int) get.invoke(List.of("s"), 0); } catch (ClassCastException e) { System.out.println("CCE unboxing"); }
        System.out.println((int) get.invoke(List.of(7), 0) + (long) get.invoke(List.of(8), 0));
        try { lookup.findGetter(MethodHandlesDirect.class, "base", long.class); } catch (NoSuchFieldException e) { System.out.println("NSFE " + e.getMessage()); }
    }
}
