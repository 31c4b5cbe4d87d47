// weft: expect exit 0
// Covers: List.of/Set.of/Map.of/Map.entry/List.copyOf (iteration order of Set.of/Map.of is randomized per JVM run, so only sorted output, size and contains are printed), null rejection NPE, duplicate element IllegalArgumentException, immutability UnsupportedOperationException, List.of toString and equals with ArrayList
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class ImmutableCollections {
    public static void main(String[] args) {
        List<Integer> l = List.of(3, 1, 2);
        System.out.println(l + " " + l.size() + " " + l.get(0) + " " + l.contains(2) + " " + l.indexOf(2));
        System.out.println(l.equals(new ArrayList<>(l)) + " " + l.hashCode() + " " + List.of().isEmpty());
        try {
            l.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        try {
            List.of(1, null);
        } catch (NullPointerException e) {
            System.out.println("NPE on null element");
        }
        try {
            l.contains(null);
            System.out.println("contains(null) did not throw");
        } catch (NullPointerException e) {
            System.out.println("contains(null) NPE");
        }
        Set<String> s = Set.of("pear", "apple", "fig", "kiwi");
        System.out.println(s.size() + " " + s.contains("fig") + " " + s.contains("grape") + " " + new TreeSet<>(s));
        try {
            Set.of("a", "a");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(m.size() + " " + m.get("two") + " " + m.get("four") + " " + m.containsKey("one") + " " + new TreeMap<>(m));
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            m.put("four", 4);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE put");
        }
        Map<String, Integer> big = Map.ofEntries(Map.entry("a", 1), Map.entry("b", 2));
        System.out.println(new TreeMap<>(big) + " " + Map.entry("k", "v"));
        List<String> src = new ArrayList<>(List.of("x", "y"));
        List<String> copy = List.copyOf(src);
        src.add("z");
        System.out.println(copy + " " + src);
        int sum = 0;
        for (int v : Set.of(10, 20, 30)) {
            sum += v;
        }
        System.out.println("sum over Set.of = " + sum);
        System.out.println(List.of(1, 2).equals(List.of(1, 2)) + " " + Set.of(1, 2).equals(Set.of(2, 1)) + " " + Map.of(1, 2).equals(Map.of(1, 2)));
    }
}
