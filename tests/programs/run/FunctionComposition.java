// weft: expect exit 0
// Covers: Function.andThen/compose/identity, BiFunction.andThen, Predicate.and/or/negate/not/isEqual, Consumer.andThen, UnaryOperator chains, Comparator.comparing/thenComparing/reversed/nullsFirst/comparingInt, BinaryOperator.minBy
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

public class FunctionComposition {
    record Person(String name, int age) {
    }

    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times2 = x -> x * 2;
        System.out.println(plus1.andThen(times2).apply(5));
        System.out.println(plus1.compose(times2).apply(5));
        System.out.println(plus1.andThen(times2).compose(times2).andThen(plus1).apply(1));
        Function<Integer, Integer> chain = Function.identity();
        for (int i = 0; i < 5; i++) {
            chain = chain.andThen(plus1);
        }
        System.out.println(chain.apply(0));
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println(mul.andThen(x -> "result=" + x).apply(6, 7));
        Predicate<Integer> positive = x -> x > 0;
        Predicate<Integer> even = x -> x % 2 == 0;
        int[] tests = {-4, -3, 0, 3, 4};
        for (int t : tests) {
            System.out.println(t + ": and=" + positive.and(even).test(t) + " or=" + positive.or(even).test(t) + " negate=" + positive.negate().test(t)
                + " not=" + Predicate.not(even).test(t));
        }
        System.out.println(Predicate.isEqual("a").test("a") + " " + Predicate.isEqual(null).test(null));
        List<String> log = new ArrayList<>();
        Consumer<String> c1 = s -> log.add("c1:" + s);
        Consumer<String> c2 = s -> log.add("c2:" + s);
        c1.andThen(c2).andThen(c1).accept("v");
        System.out.println(log);
        List<Person> people = new ArrayList<>(Arrays.asList(new Person("bob", 30), new Person("alice", 30), new Person("carol", 25),
            new Person("dave", 35), new Person("al", 25)));
        people.sort(Comparator.comparingInt(Person::age).thenComparing(Person::name));
        System.out.println(people);
        people.sort(Comparator.comparing(Person::age).reversed().thenComparing(Person::name, Comparator.reverseOrder()));
        System.out.println(people);
        people.sort(Comparator.comparing((Person p) -> p.name().length()).thenComparingInt(Person::age));
        System.out.println(people);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println(shorter.apply("long", "tiny") + " " + shorter.apply("ab", "abc"));
    }
}
