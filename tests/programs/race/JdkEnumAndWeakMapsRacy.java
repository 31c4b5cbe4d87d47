// weft: expect race java.util.RegularEnumSet
// weft: expect race java.util.EnumMap
// weft: expect race java.util.WeakHashMap
// Covers: an EnumSet (its bit mask, in the JDK's RegularEnumSet), an EnumMap and a WeakHashMap, each changed by two threads without synchronization: a race on each one's state.
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import java.util.WeakHashMap;

public class JdkEnumAndWeakMapsRacy {
    enum Color { RED, GREEN }

    static final Set<Color> colors = EnumSet.noneOf(Color.class);
    static final EnumMap<Color, Integer> byColor = new EnumMap<>(Color.class);
    static final WeakHashMap<String, Integer> cache = new WeakHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> {
            colors.add(Color.RED);
            byColor.put(Color.RED, 1);
            cache.put("red", 1);
        });
        other.start();
        colors.add(Color.GREEN);
        byColor.put(Color.GREEN, 2);
        cache.put("green", 2);
        other.join();
        System.out.println(colors.size() + byColor.size() + cache.size());
    }
}
