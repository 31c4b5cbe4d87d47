import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** CPU-bound benchmark: ArrayList, HashMap and TreeMap with boxed keys and values. */
public class Collections {
    public static void main(String[] args) {
        int rounds = 12;
        int n = 20_000;
        long checksum = 0;
        for (int r = 0; r < rounds; r++) {
            List<Integer> list = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                list.add((i * 7919 + r) % 100_003);
            }
            Map<Integer, Integer> counts = new HashMap<>();
            for (Integer v : list) {
                counts.merge(v % 4_999, 1, Integer::sum);
            }
            TreeMap<Integer, Long> tree = new TreeMap<>();
            for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
                tree.put(e.getKey(), (long) e.getValue() * e.getKey());
            }
            long sum = 0;
            for (Map.Entry<Integer, Long> e : tree.entrySet()) {
                sum += e.getValue() ^ e.getKey();
            }
            Integer lo = tree.floorKey(2_500);
            Integer hi = tree.ceilingKey(2_500);
            for (int i = 0; i < list.size(); i += 3) {
                Integer got = counts.get(list.get(i) % 4_999);
                if (got != null) sum += got;
            }
            list.removeIf(x -> (x & 1) == 0);
            checksum = checksum * 31 + sum + list.size() + (lo == null ? 0 : lo) + (hi == null ? 0 : hi);
        }
        System.out.println("checksum " + checksum);
    }
}
