// weft: expect no-race
// Covers: a ConcurrentHashMap hands a mutable Item from producer to consumer: the producer fills the plain Item.value and Item.note and then put("k", item); the consumer spins on get("k") and reads the fields of the Item it got, then updates value; a put happens-before any get that retrieves the value (java.util.concurrent memory consistency), and the producer never touches the item after put, so nothing races; main reads after the joins.
import java.util.concurrent.ConcurrentHashMap;

public class ConcurrentHashMapHandoffOk {
    static final class Item {
        int value;
        long note;
    }

    static final ConcurrentHashMap<String, Item> map = new ConcurrentHashMap<>();
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Item it = new Item();
            it.value = 11;
            it.note = 3L;
            map.put("k", it);
        });
        Thread consumer = new Thread(() -> {
            Item it;
            while ((it = map.get("k")) == null) {
                Thread.onSpinWait();
            }
            seen = it.value + (int) it.note;
            it.value = 0;
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert seen == 14 && map.get("k").value == 0 : "map handoff lost data";
        System.out.println("seen = " + seen);
    }
}
