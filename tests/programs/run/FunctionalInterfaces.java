// weft: expect exit 0
// Covers: java.util.function Function, BiFunction, Supplier, Consumer, BiConsumer, Predicate, BiPredicate, UnaryOperator, BinaryOperator, Runnable, Comparator, IntBinaryOperator, IntUnaryOperator, IntPredicate, ToIntFunction, IntFunction, LongSupplier, DoubleUnaryOperator, ObjIntConsumer, BooleanSupplier; custom @FunctionalInterface with generic and primitive params
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.*;

public class FunctionalInterfaces {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    @FunctionalInterface
    interface IntTri {
        int apply(int a, int b, int c);

        default IntTri negate() {
            return (a, b, c) -> -apply(a, b, c);
        }
    }

    public static void main(String[] args) {
        Function<String, Integer> len = String::length;
        BiFunction<Integer, Integer, Integer> add = (a, b) -> a + b;
        Supplier<List<String>> sup = ArrayList::new;
        List<String> out = sup.get();
        Consumer<String> collect = out::add;
        BiConsumer<String, Integer> bic = (s, n) -> out.add(s.repeat(n));
        Predicate<String> empty = String::isEmpty;
        BiPredicate<String, String> prefix = String::startsWith;
        UnaryOperator<String> upper = String::toUpperCase;
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Comparator.naturalOrder());
        IntBinaryOperator mul = (a, b) -> a * b;
        IntUnaryOperator neg = x -> -x;
        IntPredicate even = x -> x % 2 == 0;
        ToIntFunction<String> hash = String::hashCode;
        IntFunction<String> stars = "*"::repeat;
        LongSupplier big = () -> Long.MAX_VALUE / 3;
        DoubleUnaryOperator half = x -> x / 2;
        ObjIntConsumer<String> oic = (s, i) -> out.add(s + i);
        BooleanSupplier yes = () -> true;
        TriFunction<Integer, String, Character, String> tri = (i, s, c) -> s + i + c;
        IntTri sum3 = (a, b, c) -> a + b + c;
        collect.accept("first");
        bic.accept("ab", 3);
        oic.accept("n", 9);
        System.out.println(len.apply("hello") + " " + add.apply(2, 3) + " " + out);
        System.out.println(empty.test("") + " " + empty.test("x") + " " + prefix.test("prefix", "pre") + " " + upper.apply("up"));
        System.out.println(max.apply(3, 9) + " " + mul.applyAsInt(6, 7) + " " + neg.applyAsInt(5) + " " + even.test(4) + " " + even.test(7));
        System.out.println(hash.applyAsInt("abc") + " " + stars.apply(4) + " " + big.getAsLong() + " " + half.applyAsDouble(5) + " " + yes.getAsBoolean());
        System.out.println(tri.apply(1, "s", 'c') + " " + sum3.apply(1, 2, 3) + " " + sum3.negate().apply(1, 2, 3));
        Comparator<String> byLen = (a, b) -> Integer.compare(a.length(), b.length());
        String[] words = {"ccc", "a", "bb", "dddd", "ee"};
        Arrays.sort(words, byLen);
        System.out.println(Arrays.toString(words));
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        IntBinaryOperator gcd = new IntBinaryOperator() {
            @Override
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        System.out.println(gcd.applyAsInt(84, 36));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a * 10 + b;
        System.out.println(curried.apply(4).apply(2));
        Supplier<Supplier<String>> ss = () -> () -> "deep";
        System.out.println(ss.get().get());
        Function<Object, String> describe = o -> o == null ? "null!" : o.getClass().getName();
        System.out.println(describe.apply(null) + " " + describe.apply(1L) + " " + Function.<String>identity().apply("id"));
    }
}
