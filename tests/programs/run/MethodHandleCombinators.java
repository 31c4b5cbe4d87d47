// weft: expect exit 0
// Covers: method handle combinators: insertArguments, bindTo, dropArguments (array and List), dropArgumentsToMatch, filterReturnValue, filterArguments, guardWithTest, constant, identity, zero, empty, arrayElementGetter/Setter, arrayLength, arrayConstructor, asType (boxing, widening, dropping the result), explicitCastArguments, permuteArguments, foldArguments, collectArguments, catchException, tryFinally, throwException, invoker and exactInvoker, spreadInvoker, asSpreader and asCollector, variable arity handles (findStatic of a varargs method, asVarargsCollector, asFixedArity, withVarargs) through invoke and invokeWithArguments, Lookup.bind; and the exceptions: WrongMethodTypeException from asType and exactInvoker, IllegalArgumentException for a non-array class and a spread array of the wrong length, ClassCastException for an inserted value of the wrong type
import java.lang.invoke.*;
import java.util.*;
public class MethodHandleCombinators {
    static int add(int a, int b) { return a + b; }
    static String concat(String a, String b) { return a + b; }
    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return x + " is even"; }
    static String odd(int x) { return x + " is odd"; }
    static int parse(String s) { return Integer.parseInt(s); }
    static String join(String sep, String... parts) { return String.join(sep, parts); }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static void log(String s) { System.out.println("log: " + s); }
    static int recover(NumberFormatException e, String s) { System.out.println("bad number " + s); return -1; }
    static int cleanup(Throwable t, int result, String s) { System.out.println("cleanup " + (t == null ? "ok" : t.getClass().getSimpleName()) + " " + result); return result * 10; }
    String greet(String who) { return "hello " + who + " from " + this.name; }
    final String name;
    MethodHandleCombinators(String name) { this.name = name; }
    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MethodHandleCombinators.class, "add", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle concat = l.findStatic(MethodHandleCombinators.class, "concat", MethodType.methodType(String.class, String.class, String.class));
        MethodHandle add10 = MethodHandles.insertArguments(add, 0, 10);
        System.out.println(add10.type() + " " + (int) add10.invokeExact(5));
        MethodHandle hello = MethodHandles.insertArguments(concat, 1, "!");
        System.out.println((String) hello.invokeExact("hi"));
        System.out.println(concat.bindTo("pre-").invoke("fix"));
        MethodHandle dropped = MethodHandles.dropArguments(add, 1, String.class, long.class);
        System.out.println(dropped.type() + " " + (int) dropped.invokeExact(1, "ignored", 7L, 2));
        MethodHandle droppedList = MethodHandles.dropArguments(concat, 0, List.of(int.class));
        System.out.println(droppedList.invoke(3, "a", "b"));
        MethodHandle matched = MethodHandles.dropArgumentsToMatch(concat, 0, List.of(int.class, String.class, String.class, double.class), 1);
        System.out.println(matched.type() + " " + matched.invoke(1, "x", "y", 2.0));
        MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle concatLen = MethodHandles.filterReturnValue(concat, len);
        System.out.println((int) concatLen.invokeExact("abc", "de"));
        MethodHandle parse = l.findStatic(MethodHandleCombinators.class, "parse", MethodType.methodType(int.class, String.class));
        MethodHandle addStrings = MethodHandles.filterArguments(add, 0, parse, parse);
        System.out.println(addStrings.type() + " " + (int) addStrings.invokeExact("40", "2"));
        MethodHandle addFirst = MethodHandles.filterArguments(add, 1, parse);
        System.out.println((int) addFirst.invokeExact(1, "2"));
        MethodHandle test = l.findStatic(MethodHandleCombinators.class, "isEven", MethodType.methodType(boolean.class, int.class));
        MethodHandle even = l.findStatic(MethodHandleCombinators.class, "even", MethodType.methodType(String.class, int.class));
        MethodHandle odd = l.findStatic(MethodHandleCombinators.class, "odd", MethodType.methodType(String.class, int.class));
        MethodHandle parity = MethodHandles.guardWithTest(test, even, odd);
        for (int i = 3; i <= 4; i++) System.out.println((String) parity.invokeExact(i));
        MethodHandle c = MethodHandles.constant(String.class, "const");
        System.out.println((String) c.invokeExact() + " " + c.type());
        MethodHandle cl = MethodHandles.constant(long.class, 7);
        System.out.println((long) cl.invokeExact());
        MethodHandle id = MethodHandles.identity(int.class);
        System.out.println((int) id.invokeExact(9) + " " + id.type());
        System.out.println(MethodHandles.zero(double.class).invoke() + " " + MethodHandles.zero(Object.class).invoke());
        MethodHandle empty = MethodHandles.empty(MethodType.methodType(int.class, String.class, long.class));
        System.out.println((int) empty.invokeExact("x", 1L));
        int[] ints = {1, 2, 3};
        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(int[].class);
        set.invokeExact(ints, 1, 20);
        System.out.println((int) get.invokeExact(ints, 1) + " " + get.type() + " " + set.type());
        String[] strs = {"a", "b"};
        MethodHandles.arrayElementSetter(String[].class).invoke(strs, 0, "z");
        System.out.println(Arrays.toString(strs) + " " + MethodHandles.arrayElementGetter(Object[].class).invoke(strs, 1));
        System.out.println((int) MethodHandles.arrayLength(int[].class).invokeExact(ints));
        long[] made = (long[]) MethodHandles.arrayConstructor(long[].class).invokeExact(4);
        System.out.println(made.length);
        try { get.invoke(ints, 5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
        try { MethodHandles.arrayElementGetter(String.class); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        MethodHandle generic = add.asType(MethodType.methodType(Object.class, Object.class, Object.class));
        System.out.println(generic.type() + " " + (Object) generic.invokeExact((Object) 3, (Object) 4));
        MethodHandle widened = add.asType(MethodType.methodType(long.class, short.class, byte.class));
        System.out.println((long) widened.invokeExact((short) 3, (byte) 4));
        MethodHandle noResult = add.asType(MethodType.methodType(void.class, int.class, int.class));
        noResult.invokeExact(1, 2);
        System.out.println(noResult.type() + " " + MethodHandles.dropReturn(add).type());
        try { add.asType(MethodType.methodType(int.class, String.class, int.class)); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        MethodHandle narrowing = MethodHandles.explicitCastArguments(add, MethodType.methodType(byte.class, long.class, double.class));
        System.out.println((byte) narrowing.invokeExact(100L, 100.7));
        MethodHandle swapped = MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class, String.class), 1, 0);
        System.out.println((String) swapped.invokeExact("a", "b"));
        MethodHandle twice = MethodHandles.permuteArguments(concat, MethodType.methodType(String.class, String.class), 0, 0);
        System.out.println((String) twice.invokeExact("ab"));
        MethodHandle logMh = l.findStatic(MethodHandleCombinators.class, "log", MethodType.methodType(void.class, String.class));
        MethodHandle logged = MethodHandles.foldArguments(MethodHandles.dropArguments(len, 0), logMh);
        System.out.println((int) logged.invokeExact("folded"));
        MethodHandle foldCombine = MethodHandles.foldArguments(concat, MethodHandles.identity(String.class));
        System.out.println((String) foldCombine.invokeExact("dup"));
        MethodHandle collected = MethodHandles.collectArguments(add, 0, parse);
        System.out.println(collected.type() + " " + (int) collected.invokeExact("5", 6));
        MethodHandle recover = l.findStatic(MethodHandleCombinators.class, "recover", MethodType.methodType(int.class, NumberFormatException.class, String.class));
        MethodHandle safe = MethodHandles.catchException(parse, NumberFormatException.class, recover);
        System.out.println((int) safe.invokeExact("12") + " / " + (int) safe.invokeExact("x1"));
        MethodHandle cleanup = l.findStatic(MethodHandleCombinators.class, "cleanup", MethodType.methodType(int.class, Throwable.class, int.class, String.class));
        MethodHandle guarded = MethodHandles.tryFinally(parse, cleanup);
        System.out.println((int) guarded.invokeExact("4"));
        try { int r = (int) guarded.invokeExact("y"); } catch (NumberFormatException e) { System.out.println("NFE " + e.getMessage()); }
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        try { String s = (String) thrower.invokeExact(new IllegalStateException("thrown by handle")); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        MethodHandle inv = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class, Object.class));
        System.out.println(inv.type() + " " + inv.invoke(add, 1, 2));
        MethodHandle exact = MethodHandles.exactInvoker(MethodType.methodType(int.class, int.class, int.class));
        System.out.println((int) exact.invokeExact(add, 20, 22));
        try { Object o = exact.invoke(concat, "a", "b"); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        MethodHandle spread = add.asSpreader(Object[].class, 2);
        System.out.println(spread.type() + " " + (int) spread.invokeExact(new Object[] {4, 5}));
        try { int r = (int) spread.invokeExact(new Object[] {1}); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        MethodHandle spreadInts = add.asSpreader(0, int[].class, 2);
        System.out.println((int) spreadInts.invokeExact(new int[] {7, 8}));
        MethodHandle si = MethodHandles.spreadInvoker(MethodType.methodType(String.class, String.class, String.class), 0);
        System.out.println(si.type() + " " + si.invoke(concat, new Object[] {"s", "i"}));
        MethodHandle join = l.findStatic(MethodHandleCombinators.class, "join", MethodType.methodType(String.class, String.class, String[].class));
        System.out.println(join.isVarargsCollector() + " " + join.type());
        System.out.println(join.invoke("-", "a", "b", "c"));
        System.out.println(join.invoke("+"));
        System.out.println(join.invoke("/", new String[] {"x", "y"}));
        System.out.println(join.invokeWithArguments("*", "p", "q"));
        System.out.println(join.invokeWithArguments(List.of(",", "l", "m", "n")));
        MethodHandle fixed = join.asFixedArity();
        System.out.println(fixed.isVarargsCollector() + " " + fixed.invoke(":", new String[] {"f", "g"}));
        try { fixed.invoke(":", "f", "g"); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        MethodHandle sum = l.findStatic(MethodHandleCombinators.class, "sum", MethodType.methodType(int.class, int[].class));
        System.out.println(sum.invoke(1, 2, 3) + " " + sum.invoke() + " " + (int) sum.invoke((byte) 4, (short) 5));
        MethodHandle collector = sum.asCollector(int[].class, 3);
        System.out.println(collector.type() + " " + (int) collector.invokeExact(1, 10, 100));
        MethodHandle fixedSum = sum.withVarargs(false);
        MethodHandle varSum = fixedSum.asVarargsCollector(int[].class);
        System.out.println(fixedSum.isVarargsCollector() + " " + varSum.isVarargsCollector() + " " + varSum.invoke(5, 5));
        MethodHandle format = l.findStatic(String.class, "format", MethodType.methodType(String.class, String.class, Object[].class));
        System.out.println(format.invoke("%s-%d-%s", "x", 1, 'c'));
        MethodHandle list = l.findStatic(List.class, "of", MethodType.methodType(List.class, Object[].class));
        System.out.println(list.invoke(1, "two", 3.0));
        MethodHandle bound = l.bind(new MethodHandleCombinators("bound"), "greet", MethodType.methodType(String.class, String.class));
        System.out.println(bound.type() + " " + (String) bound.invokeExact("you"));
        try { MethodHandles.insertArguments(concat, 0, 42); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        MethodHandle composed = MethodHandles.filterReturnValue(MethodHandles.insertArguments(add, 1, 1), MethodHandles.insertArguments(add, 0, 100));
        System.out.println((int) composed.invokeExact(1));
    }
}
