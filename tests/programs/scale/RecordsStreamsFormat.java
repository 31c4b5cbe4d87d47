// weft: expect ok
// Covers: records, streams and String.format on two threads: the list of records is built before start (start happens-before the threads' first actions) and only read afterwards; each thread streams over it (filter, mapToInt, sum; map, collect joining) and formats its own line into its own array slot; main joins both and sees the same two lines on every schedule.
import java.util.List;
import java.util.stream.Collectors;

public class RecordsStreamsFormat {
    record Item(String name, int price, int quantity) {
        int total() {
            return price * quantity;
        }
    }

    static final String[] lines = new String[2];

    public static void main(String[] args) throws InterruptedException {
        List<Item> items = List.of(new Item("apple", 3, 2), new Item("pear", 5, 1), new Item("fig", 7, 3));
        Thread sums = new Thread(() -> {
            int total = items.stream().filter(i -> i.quantity() > 1).mapToInt(Item::total).sum();
            lines[0] = String.format("bulk total %d over %d items", total, items.size());
        });
        Thread names = new Thread(() -> {
            String joined = items.stream().map(Item::name).collect(Collectors.joining(","));
            lines[1] = String.format("names [%s] first %s", joined, items.get(0));
        });
        sums.start();
        names.start();
        sums.join();
        names.join();
        assert lines[0].equals("bulk total 27 over 3 items") : lines[0];
        assert lines[1].equals("names [apple,pear,fig] first Item[name=apple, price=3, quantity=2]") : lines[1];
        System.out.println(lines[0]);
        System.out.println(lines[1]);
    }
}
