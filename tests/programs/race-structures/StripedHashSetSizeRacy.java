// weft: expect race StripedHashSetSizeRacy$StripedHashSet.size
// Structure: a lock-striped hash set (Herlihy and Shavit's StripedHashSet without resizing): four buckets of immutable chain nodes, two lock objects, and key k lives in bucket k % 4 guarded by lock (k % 4) % 2, so the keys of one bucket always share a lock. One thread adds 1 and 3, the other adds 2 and asks for 1.
// Seeded race: a global element count `size` is incremented inside add(), but under the *stripe* lock, so adds to different stripes (1 and 3 use lock 1, 2 uses lock 0) increment it under different monitors: race on StripedHashSet.size. The bucket array elements (StripedHashSetSizeRacy$Node[] 0..3) are read and written only under their own stripe's lock, nodes are immutable (final key and next), and the lock array is filled by the constructor before start, so nothing else races; main reads after the joins.
public class StripedHashSetSizeRacy {
    static final class Node {
        final int key;
        final Node next;

        Node(int key, Node next) {
            this.key = key;
            this.next = next;
        }
    }

    static final class StripedHashSet {
        private final Object[] locks = {new Object(), new Object()};
        private final Node[] table = new Node[4];
        private int size; // seeded: guarded by a stripe lock, not by one common lock

        private Object lockFor(int key) {
            return locks[(key % table.length) % locks.length];
        }

        boolean add(int key) {
            int bucket = key % table.length;
            synchronized (lockFor(key)) {
                for (Node n = table[bucket]; n != null; n = n.next) {
                    if (n.key == key) {
                        return false;
                    }
                }
                table[bucket] = new Node(key, table[bucket]);
                size++;
                return true;
            }
        }

        boolean contains(int key) {
            int bucket = key % table.length;
            synchronized (lockFor(key)) {
                for (Node n = table[bucket]; n != null; n = n.next) {
                    if (n.key == key) {
                        return true;
                    }
                }
                return false;
            }
        }
    }

    static final StripedHashSet set = new StripedHashSet();
    static boolean saw1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            set.add(1);
            set.add(3);
        });
        Thread b = new Thread(() -> {
            set.add(2);
            saw1 = set.contains(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert set.contains(1) && set.contains(2) && set.contains(3) && !set.contains(4) : "wrong contents";
        System.out.println("size = " + set.size + ", saw1 = " + saw1);
    }
}
