// weft: expect exit 0
// Covers: HashSet add (return value)/contains/remove/size with small integer and string elements, set algebra via retainAll/addAll/removeAll/containsAll, TreeSet ordering and custom comparator dedup, set equality across implementations, hashCode of sets, objects with custom equals/hashCode in sets
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

public class SetsOps {
    static final class Key {
        final String a;
        final int b;

        Key(String a, int b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.a.equals(a) && k.b == b;
        }

        @Override
        public int hashCode() {
            return Objects.hash(a, b);
        }

        @Override
        public String toString() {
            return a + "#" + b;
        }
    }

    public static void main(String[] args) {
        Set<Integer> s = new HashSet<>();
        System.out.println(s.add(5) + " " + s.add(5) + " " + s.add(3) + " " + s.add(12) + " " + s.add(-1));
        System.out.println(s + " " + s.size() + " " + s.contains(12) + " " + s.contains(4));
        System.out.println(s.remove(3) + " " + s.remove(3) + " " + s);
        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new HashSet<>(Arrays.asList(4, 5, 6, 7, 8));
        Set<Integer> union = new HashSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new HashSet<>(a);
        diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff + " " + a.containsAll(inter) + " " + a.containsAll(b));
        Set<String> words = new HashSet<>(List.of("delta", "alpha", "charlie", "bravo"));
        System.out.println(new TreeSet<>(words));
        System.out.println(words.size() + " " + words.contains("alpha"));
        TreeSet<String> byLen = new TreeSet<>((x, y) -> Integer.compare(x.length(), y.length()));
        byLen.addAll(List.of("aa", "b", "cc", "ddd", "e"));
        System.out.println(byLen);
        Set<Integer> tree = new TreeSet<>(union);
        System.out.println(tree.equals(union) + " " + union.equals(tree) + " " + (tree.hashCode() == union.hashCode()) + " " + union.hashCode());
        Set<Key> keys = new HashSet<>();
        keys.add(new Key("x", 1));
        keys.add(new Key("x", 1));
        keys.add(new Key("x", 2));
        System.out.println(keys.size() + " " + keys.contains(new Key("x", 2)) + " " + new Key("x", 1).hashCode());
        Set<Character> letters = new HashSet<>();
        for (char c : "abracadabra".toCharArray()) {
            letters.add(c);
        }
        System.out.println(letters);
        Set<Object> mixed = new HashSet<>();
        mixed.add(null);
        mixed.add(1L);
        mixed.add(1);
        System.out.println(mixed.size() + " " + mixed.contains(null) + " " + mixed.contains(1L));
    }
}
