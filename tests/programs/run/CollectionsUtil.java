// weft: expect exit 0
// Covers: Collections.sort (natural and comparator, stability), reverse, shuffle with seeded Random, swap, rotate, max/min (with comparator), frequency, nCopies, unmodifiableList (UnsupportedOperationException, view reflects changes), singletonList, emptyList, binarySearch, fill, addAll, disjoint, reverseOrder
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(Arrays.asList(42, 7, 19, 3, 25, 7, 11));
        Collections.sort(nums);
        System.out.println(nums);
        Collections.reverse(nums);
        System.out.println(nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println(nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums));
        List<String> words = new ArrayList<>(Arrays.asList("kiwi", "fig", "banana", "apple", "date", "plum"));
        Collections.sort(words, Comparator.comparing(String::length));
        System.out.println(words);
        System.out.println(Collections.max(words, Comparator.comparing(String::length)) + " " + Collections.min(words));
        Collections.swap(words, 0, words.size() - 1);
        System.out.println(words);
        Collections.rotate(words, 2);
        System.out.println(words);
        List<Integer> deck = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            deck.add(i);
        }
        Collections.shuffle(deck, new Random(42));
        System.out.println(deck);
        System.out.println(Collections.frequency(Arrays.asList(1, 2, 1, 3, 1), 1) + " " + Collections.nCopies(3, "ab"));
        List<Integer> backing = new ArrayList<>(List.of(1, 2, 3));
        List<Integer> ro = Collections.unmodifiableList(backing);
        try {
            ro.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE add " + e.getMessage());
        }
        try {
            ro.set(0, 9);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE set");
        }
        backing.add(4);
        System.out.println(ro + " " + ro.size());
        System.out.println(Collections.singletonList("one") + " " + Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.singleton(5));
        List<Integer> sorted = List.of(1, 3, 5, 7, 9, 11);
        System.out.println(Collections.binarySearch(sorted, 7) + " " + Collections.binarySearch(sorted, 8));
        List<String> fillMe = new ArrayList<>(Arrays.asList("a", "b", "c"));
        Collections.fill(fillMe, "z");
        Collections.addAll(fillMe, "x", "y");
        System.out.println(fillMe + " " + Collections.disjoint(fillMe, List.of("q")) + " " + Collections.disjoint(fillMe, List.of("x")));
        List<String> sync = Collections.synchronizedList(new ArrayList<>());
        sync.add("s");
        System.out.println(sync);
        List<int[]> pairs = new ArrayList<>();
        int[][] data = {{3, 0}, {1, 1}, {3, 2}, {1, 3}, {2, 4}};
        for (int[] d : data) {
            pairs.add(d);
        }
        pairs.sort(Comparator.comparingInt(p -> p[0]));
        StringBuilder sb = new StringBuilder();
        for (int[] p : pairs) {
            sb.append(p[0]).append('/').append(p[1]).append(' ');
        }
        System.out.println("stable: " + sb.toString().trim());
    }
}
