// weft: expect exit 0
// Covers: TreeMap sorted iteration, firstKey/lastKey, floorKey/ceilingKey/lowerKey/higherKey (incl. null results), floorEntry, headMap/tailMap/subMap (inclusive and exclusive views, write-through), descendingMap/descendingKeySet, pollFirstEntry/pollLastEntry, custom comparator, NavigableSet operations on TreeSet
import java.util.Comparator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

public class TreeMapNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int k : new int[] {50, 20, 80, 10, 30, 70, 90, 60}) {
            tm.put(k, "v" + k);
        }
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.firstEntry() + " " + tm.lastEntry().getValue());
        System.out.println(tm.floorKey(55) + " " + tm.floorKey(50) + " " + tm.floorKey(5) + " " + tm.ceilingKey(55) + " " + tm.ceilingKey(95));
        System.out.println(tm.lowerKey(50) + " " + tm.higherKey(50) + " " + tm.lowerKey(10) + " " + tm.floorEntry(65) + " " + tm.higherEntry(90));
        System.out.println(tm.headMap(50) + " " + tm.headMap(50, true));
        System.out.println(tm.tailMap(70) + " " + tm.tailMap(70, false));
        System.out.println(tm.subMap(20, 70) + " " + tm.subMap(20, false, 70, true));
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println(desc + " first=" + desc.firstKey());
        System.out.println(tm.descendingKeySet());
        NavigableMap<Integer, String> head = tm.headMap(40, false);
        head.put(15, "v15");
        System.out.println(tm.containsKey(15) + " " + head);
        try {
            head.put(45, "out of range");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        Map.Entry<Integer, String> first = tm.pollFirstEntry();
        Map.Entry<Integer, String> last = tm.pollLastEntry();
        System.out.println(first + " " + last + " " + tm.size());
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String s : new String[] {"ccc", "a", "bb", "aa", "dddd", "b"}) {
            byLen.put(s, s.length());
        }
        System.out.println(byLen);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Key", 1);
        ci.put("KEY", 2);
        ci.put("other", 3);
        System.out.println(ci + " " + ci.get("kEy"));
        NavigableSet<Integer> ts = new TreeSet<>();
        for (int i = 0; i < 20; i += 3) {
            ts.add(i);
        }
        System.out.println(ts + " " + ts.floor(10) + " " + ts.ceiling(10) + " " + ts.lower(0) + " " + ts.higher(18));
        System.out.println(ts.headSet(9) + " " + ts.tailSet(9, false) + " " + ts.subSet(3, true, 12, true) + " " + ts.descendingSet());
        System.out.println(ts.pollFirst() + " " + ts.pollLast() + " " + ts.first() + " " + ts.last());
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("TreeMap null key NPE");
        }
        try {
            new TreeMap<Integer, String>().firstKey();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("empty firstKey NSEE");
        }
    }
}
