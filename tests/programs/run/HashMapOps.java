// weft: expect exit 0
// Covers: HashMap put (return of previous value)/get/remove/containsKey/containsValue/merge/compute/computeIfAbsent/computeIfPresent/getOrDefault/putIfAbsent/replace, entrySet/keySet/values iteration with small Integer and String keys (deterministic order), null keys/values, word counting, resize with many keys, equals/hashCode of maps
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class HashMapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println(m.put("one", 1) + " " + m.put("two", 2) + " " + m.put("one", 11));
        System.out.println(m.get("one") + " " + m.get("missing") + " " + m.getOrDefault("missing", -1) + " " + m.containsKey("two") + " " + m.containsValue(2));
        System.out.println(m.remove("two") + " " + m.remove("two") + " " + m.size());
        String text = "the cat and the dog and the bird";
        Map<String, Integer> counts = new HashMap<>();
        for (String w : text.split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println(counts);
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            System.out.println("  " + e.getKey() + " -> " + e.getValue());
        }
        Map<Integer, List<String>> byLen = new HashMap<>();
        for (String w : text.split(" ")) {
            byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println(byLen);
        Map<Integer, Integer> squares = new HashMap<>();
        for (int i = 20; i >= 0; i--) {
            squares.put(i, i * i);
        }
        System.out.println(squares.keySet());
        System.out.println(squares.values());
        squares.computeIfPresent(3, (k, v) -> v + 1000);
        squares.computeIfPresent(99, (k, v) -> 0);
        squares.compute(4, (k, v) -> v == null ? -1 : null);
        squares.compute(50, (k, v) -> v == null ? -1 : v);
        System.out.println(squares.get(3) + " " + squares.containsKey(4) + " " + squares.get(50));
        System.out.println(squares.putIfAbsent(5, 0) + " " + squares.putIfAbsent(51, 0) + " " + squares.replace(6, 66) + " " + squares.replace(99, 1));
        counts.merge("the", 10, (a, b) -> null);
        System.out.println(counts.containsKey("the") + " " + counts.size());
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "null-key");
        nulls.put("k", null);
        System.out.println(nulls.get(null) + " " + nulls.get("k") + " " + nulls.containsKey("k") + " " + nulls.getOrDefault("k", "dflt") + " " + nulls);
        Map<Integer, String> big = new HashMap<>();
        for (int i = 0; i < 1000; i++) {
            big.put(i, "v" + i);
        }
        long keySum = 0;
        for (int k : big.keySet()) {
            keySum += k;
        }
        System.out.println(big.size() + " " + keySum + " " + big.get(777));
        for (int i = 0; i < 1000; i += 2) {
            big.remove(i);
        }
        System.out.println(big.size() + " " + big.get(500) + " " + big.get(501));
        Map<String, Integer> copy = new HashMap<>(counts);
        System.out.println(copy.equals(counts) + " " + (copy.hashCode() == counts.hashCode()) + " " + Map.of("a", 1).hashCode());
        Map<Character, Integer> chars = new HashMap<>();
        for (char c : "hello world".toCharArray()) {
            chars.put(c, chars.getOrDefault(c, 0) + 1);
        }
        System.out.println(chars);
        m.clear();
        System.out.println(m.isEmpty() + " " + m);
    }
}
