// weft: expect exit 0
// Covers: method references of all four kinds (static, bound instance, unbound instance, constructor), constructor refs ArrayList::new, StringBuilder::new, int[]::new, String[]::new, record constructor ref, super::method and this::method, overloaded method resolution via target type, varargs method refs
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntBiFunction;

public class MethodRefs {
    record Point(int x, int y) {
    }

    static class Base {
        String who() {
            return "Base.who";
        }
    }

    static class Derived extends Base {
        @Override
        String who() {
            return "Derived.who";
        }

        Supplier<String> superRef() {
            return super::who;
        }

        Supplier<String> thisRef() {
            return this::who;
        }
    }

    static int twice(int x) {
        return x * 2;
    }

    static String joinAll(String... parts) {
        return String.join("+", parts);
    }

    public static void main(String[] args) {
        Function<Integer, Integer> staticRef = MethodRefs::twice;
        System.out.println(staticRef.apply(21));
        String prefix = "pre-";
        Function<String, String> bound = prefix::concat;
        System.out.println(bound.apply("fix"));
        Function<String, Integer> unbound = String::length;
        BiFunction<String, String, Boolean> unbound2 = String::endsWith;
        System.out.println(unbound.apply("four") + " " + unbound2.apply("file.txt", ".txt"));
        Supplier<List<String>> listCtor = ArrayList::new;
        List<String> list = listCtor.get();
        list.add("a");
        System.out.println(list);
        Function<Integer, List<Integer>> sizedCtor = ArrayList::new;
        System.out.println(sizedCtor.apply(10).size());
        Function<String, StringBuilder> sbCtor = StringBuilder::new;
        System.out.println(sbCtor.apply("init").reverse());
        IntFunction<int[]> arrCtor = int[]::new;
        int[] arr = arrCtor.apply(4);
        System.out.println(arr.length + " " + arr[3]);
        IntFunction<String[]> sarrCtor = String[]::new;
        System.out.println(sarrCtor.apply(2).length);
        BiFunction<Integer, Integer, Point> pointCtor = Point::new;
        System.out.println(pointCtor.apply(3, 4));
        Derived d = new Derived();
        System.out.println(d.superRef().get() + " " + d.thisRef().get());
        Function<Derived, String> virtualRef = Base::who;
        System.out.println(virtualRef.apply(d));
        ToIntBiFunction<Integer, Integer> cmp = Integer::compare;
        System.out.println(cmp.applyAsInt(1, 2));
        Function<String, Integer> parse = Integer::parseInt;
        Function<Integer, String> toStr = String::valueOf;
        System.out.println(toStr.apply(parse.apply("123") + 1));
        BiFunction<String, String, String> va = MethodRefs::joinAll;
        System.out.println(va.apply("x", "y"));
        Supplier<String> nullBound = null;
        String nul = null;
        try {
            nullBound = nul::trim;
            System.out.println(nullBound);
        } catch (NullPointerException e) {
            System.out.println("NPE at bound method ref creation");
        }
        Function<String[], List<String>> asList = java.util.Arrays::asList;
        System.out.println(asList.apply(new String[] {"p", "q"}));
    }
}
