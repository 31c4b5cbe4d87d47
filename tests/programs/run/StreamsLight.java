// weft: expect exit 0
// Covers: a light use of java.util.stream: IntStream.range/rangeClosed sum/filter/map, Stream.of/map/filter/collect(toList, joining, groupingBy into TreeMap, counting), sorted, distinct, limit, reduce, anyMatch/allMatch, boxed, mapToInt, average
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamsLight {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b));
        System.out.println(IntStream.range(0, 20).filter(i -> i % 3 == 0).map(i -> i * i).boxed().collect(Collectors.toList()));
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "alpha", "echo", "delta");
        System.out.println(words.stream().distinct().sorted().collect(Collectors.joining(", ", "[", "]")));
        System.out.println(words.stream().map(String::length).filter(n -> n > 4).count());
        Map<Integer, Long> byLen = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println(byLen);
        System.out.println(Stream.of(5, 3, 8, 1).reduce(Integer::max).get() + " " + Stream.of("a", "b", "c").reduce("", String::concat));
        System.out.println(words.stream().anyMatch(w -> w.startsWith("e")) + " " + words.stream().allMatch(w -> w.length() > 3)
            + " " + words.stream().noneMatch(String::isEmpty));
        System.out.println(words.stream().mapToInt(String::length).average().getAsDouble());
        System.out.println(Stream.iterate(1, x -> x * 2).limit(10).map(String::valueOf).collect(Collectors.joining("+")));
        System.out.println(words.stream().skip(2).findFirst().orElse("none"));
        System.out.println(IntStream.of(3, 1, 2).sorted().boxed().map(Object::toString).collect(Collectors.joining("")));
    }
}
