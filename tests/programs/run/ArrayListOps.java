// weft: expect exit 0
// Covers: ArrayList add/add(index)/get/set/remove(int) vs remove(Object)/indexOf/lastIndexOf/contains/subList/clear/isEmpty/addAll/removeIf/replaceAll/toArray/equals/hashCode/toString, IndexOutOfBoundsException message, growth past initial capacity, sort with null comparator
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrayListOps {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        System.out.println(list.isEmpty() + " " + list);
        list.add("b");
        list.add("d");
        list.add(0, "a");
        list.add(2, "c");
        list.add("b");
        System.out.println(list + " size=" + list.size());
        System.out.println(list.get(2) + " " + list.indexOf("b") + " " + list.lastIndexOf("b") + " " + list.indexOf("zz") + " " + list.contains("d"));
        System.out.println(list.set(1, "B") + " -> " + list);
        System.out.println(list.remove(0) + " " + list.remove("b") + " " + list.remove("nope") + " " + list);
        try {
            list.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }
        try {
            list.add(-1, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            nums.add(i * 3 % 17);
        }
        System.out.println(nums.size() + " " + nums.subList(10, 20));
        nums.removeIf(n -> n % 2 == 0);
        System.out.println(nums.size() + " " + nums.subList(0, 10));
        nums.replaceAll(n -> n * 100);
        System.out.println(nums.get(0) + " " + nums.get(nums.size() - 1));
        List<Integer> sub = nums.subList(0, 5);
        sub.clear();
        System.out.println(nums.size());
        nums.sort(null);
        System.out.println(nums.subList(0, 8));
        List<String> other = new ArrayList<>(Arrays.asList("c", "B", "d"));
        System.out.println(list.equals(other) + " " + list.hashCode() + " " + other.hashCode() + " " + new ArrayList<>().hashCode());
        list.addAll(List.of("x", "y"));
        list.addAll(1, List.of("p"));
        System.out.println(list);
        Object[] arr = list.toArray();
        String[] sarr = list.toArray(new String[0]);
        System.out.println(arr.length + " " + sarr.getClass().getName() + " " + Arrays.toString(sarr));
        list.retainAll(List.of("x", "B", "q"));
        System.out.println(list);
        list.clear();
        System.out.println(list.size() + " " + list);
        List<Object> mixed = new ArrayList<>();
        mixed.add(null);
        mixed.add(1);
        mixed.add("s");
        mixed.add(List.of(2, 3));
        System.out.println(mixed + " " + mixed.contains(null) + " " + mixed.indexOf(null));
        List<int[]> arrays = new ArrayList<>();
        arrays.add(new int[] {1});
        System.out.println(arrays.get(0)[0]);
    }
}
