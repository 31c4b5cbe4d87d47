// weft: expect race ConcurrentHashMapPlainRefRacy.last
// weft: expect race ConcurrentHashMapPlainRefRacy$Item.value
// Covers: the producer puts a fresh Item into a ConcurrentHashMap but also stores it in the plain static `last`; the consumer never touches the map, it reads `last` and, if non-null, the item's non-final value: the map orders put only before a get that sees the item, so here the write/read of last race and the constructor's write of Item.value is unordered with the consumer's read (race on ConcurrentHashMapPlainRefRacy$Item.value); Item.key is final and does not race.
import java.util.concurrent.ConcurrentHashMap;

public class ConcurrentHashMapPlainRefRacy {
    static final class Item {
        final String key;
        int value;

        Item(String key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    static final ConcurrentHashMap<String, Item> map = new ConcurrentHashMap<>();
    static Item last;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Item it = new Item("k", 11);
            map.put(it.key, it);
            last = it; // plain shortcut
        });
        Thread consumer = new Thread(() -> {
            Item it = last;
            if (it != null) {
                seen = it.value;
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("seen = " + seen + ", size = " + map.size());
    }
}
