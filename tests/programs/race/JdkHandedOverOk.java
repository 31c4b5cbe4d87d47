// weft: expect no-race
// Covers: JDK containers the program gets from the JDK or uses through method references, used correctly by several threads: a Collectors.toList() result filled before the threads start and then only read (size, get, contains, each thread's own iterator); a read-only HashSet whose contains two threads call through a method reference; a HashSet changed only under one lock; a set from ConcurrentHashMap.newKeySet(); an EnumMap filled by a worker and read after join; a StringBuilder handed from one thread to another through an ArrayBlockingQueue; two threads each with their own Matcher of one shared Pattern. None races.
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class JdkHandedOverOk {
    enum Part { HEAD, TAIL }

    static final Pattern WORD = Pattern.compile("a");

    public static void main(String[] args) throws InterruptedException {
        List<Integer> fixed = Stream.of(1, 2).collect(Collectors.toList());
        Set<String> known = new HashSet<>(Set.of("a"));
        Predicate<String> isKnown = known::contains;
        Set<Integer> guarded = new HashSet<>();
        Set<Integer> concurrent = ConcurrentHashMap.newKeySet();
        BlockingQueue<StringBuilder> handoff = new ArrayBlockingQueue<>(1);
        Runnable reader = () -> {
            int sum = fixed.size() + fixed.get(0) + (fixed.contains(2) ? 1 : 0);
            for (int x : fixed) {
                sum += x;
            }
            boolean matched = isKnown.test("a") && WORD.matcher("a").matches();
            synchronized (guarded) {
                guarded.add(sum);
            }
            concurrent.add(matched ? 1 : 0);
        };
        Thread a = new Thread(reader);
        Thread b = new Thread(reader);
        a.start();
        b.start();
        a.join();
        b.join();

        EnumMap<Part, Integer> parts = new EnumMap<>(Part.class);
        Thread filler = new Thread(() -> {
            parts.put(Part.HEAD, 1);
            StringBuilder text = new StringBuilder("made");
            try {
                handoff.put(text);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        filler.start();
        StringBuilder received = handoff.take();
        received.append(" and taken");
        filler.join();
        parts.put(Part.TAIL, 2);
        System.out.println(guarded + " " + concurrent + " " + parts + " " + received);
    }
}
