// weft: expect exit 0
// Covers: LinkedHashMap insertion order (re-put keeps position, remove and re-add moves to end), access-order mode with get moving entries, LRU cache via removeEldestEntry override, LinkedHashSet insertion order, iteration of entrySet/keySet/values
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

public class LinkedHashMapOrder {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;

        Lru(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                System.out.println("  evicting " + eldest.getKey());
            }
            return evict;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> m = new LinkedHashMap<>();
        String[] keys = {"zebra", "apple", "mango", "kiwi", "banana", "cherry"};
        for (int i = 0; i < keys.length; i++) {
            m.put(keys[i], i);
        }
        System.out.println(m);
        m.put("apple", 100);
        System.out.println(m.keySet());
        m.remove("zebra");
        m.put("zebra", -1);
        System.out.println(m);
        System.out.println(m.values());
        Map<Integer, String> access = new LinkedHashMap<>(16, 0.75f, true);
        for (int i = 1; i <= 5; i++) {
            access.put(i, "v" + i);
        }
        access.get(2);
        access.get(4);
        access.put(1, "v1b");
        System.out.println(access);
        Lru<String, Integer> lru = new Lru<>(3);
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        lru.put("e", 5);
        System.out.println(lru);
        Set<Integer> set = new LinkedHashSet<>();
        for (int v : new int[] {5, 3, 9, 3, 1, 5, 7}) {
            set.add(v);
        }
        System.out.println(set);
        set.remove(9);
        set.add(9);
        System.out.println(set);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            sb.append(e.getKey().charAt(0)).append(e.getValue()).append(';');
        }
        System.out.println(sb);
    }
}
