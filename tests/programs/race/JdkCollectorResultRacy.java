// weft: expect race java.util.ArrayList
// weft: expect race java.util.HashMap
// Covers: containers the JDK makes for the program and the program only keeps in locals: a Collectors.toList() result captured by two lambdas that add to it, and a Collectors.toMap() result that two threads put into through a method reference. Nothing orders the calls: a race on each one's state, though the program's code never allocated either object nor stored it in a field.
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class JdkCollectorResultRacy {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> results = Stream.of(1, 2).collect(Collectors.toList());
        Thread a = new Thread(() -> results.add(3));
        Thread b = new Thread(() -> results.add(4));
        a.start();
        b.start();
        a.join();
        b.join();

        Map<String, Integer> counts = Stream.of("x").collect(Collectors.toMap(s -> s, s -> 1));
        BiFunction<String, Integer, Integer> put = counts::put;
        Thread c = new Thread(() -> put.apply("y", 2));
        Thread d = new Thread(() -> put.apply("z", 3));
        c.start();
        d.start();
        c.join();
        d.join();
        System.out.println(results.size() + " " + counts.size());
    }
}
