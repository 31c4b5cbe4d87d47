// weft: expect exit 0
// Covers: stream collectors (groupingBy into a TreeMap with counting, partitioningBy, joining), parallel
// streams on the common ForkJoinPool (worker threads created through AccessController.doPrivileged and
// ClassLoader), CompletableFuture.supplyAsync/thenApply, a fixed thread pool's Future, ConcurrentHashMap.merge
import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class StreamsAndPools {
    public static void main(String[] args) throws Exception {
        List<Integer> xs = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.toList());
        System.out.println(xs.stream().filter(x -> x % 3 == 0).map(x -> x * x).collect(Collectors.toList()));
        System.out.println(xs.stream().collect(Collectors.partitioningBy(x -> x > 10)));
        Map<Integer, Long> byRemainder = xs.stream().collect(Collectors.groupingBy(x -> x % 4, TreeMap::new, Collectors.counting()));
        System.out.println(byRemainder);
        System.out.println(Stream.of("b", "a", "c").sorted().collect(Collectors.joining(",", "[", "]")));
        System.out.println(xs.parallelStream().reduce(0, Integer::sum));
        System.out.println(xs.parallelStream().map(x -> x * 2).filter(x -> x % 3 == 0).collect(Collectors.toList()));
        var map = new ConcurrentHashMap<String, Integer>();
        for (String w : "a b a c b a".split(" ")) map.merge(w, 1, Integer::sum);
        System.out.println(new TreeMap<>(map));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> f = pool.submit(() -> 6 * 7);
        System.out.println(f.get());
        pool.shutdown();
        System.out.println(pool.awaitTermination(1, TimeUnit.SECONDS));
        CompletableFuture<String> cf = CompletableFuture.supplyAsync(() -> "cf").thenApply(x -> x + "!");
        System.out.println(cf.get());
    }
}
