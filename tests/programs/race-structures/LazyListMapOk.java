// weft: expect no-race
// Structure: Heller et al.'s lazy sorted linked list, used as a map from int keys to int values: `next` and the logical-deletion mark `marked` are volatile, add/remove lock pred and curr (synchronized, in list order) and validate !pred.marked && !curr.marked && pred.next == curr, remove marks before unlinking, and get() is wait-free (no lock at all). The list starts as {1 -> 10}; one thread puts 2 -> 20 and reads key 1, the other removes 1 and reads key 2.
// Race-free: the only plain field, a node's `value`, is written in its constructor before the node is linked by a volatile write of pred.next, and every reader reaches the node through a volatile read of that link (which synchronizes with the linking write); `next` and `marked` are volatile and keys final; main builds the first node before start and reads after the joins.
public class LazyListMapOk {
    static final class Node {
        final int key;
        int value;
        volatile Node next;
        volatile boolean marked;

        Node(int key, int value, Node next) {
            this.key = key;
            this.value = value;
            this.next = next;
        }
    }

    static final Node head = new Node(Integer.MIN_VALUE, 0, new Node(Integer.MAX_VALUE, 0, null));

    static boolean validate(Node pred, Node curr) {
        return !pred.marked && !curr.marked && pred.next == curr;
    }

    static boolean put(int key, int value) {
        while (true) {
            Node pred = head;
            Node curr = pred.next;
            while (curr.key < key) {
                pred = curr;
                curr = curr.next;
            }
            synchronized (pred) {
                synchronized (curr) {
                    if (validate(pred, curr)) {
                        if (curr.key == key) {
                            return false;
                        }
                        pred.next = new Node(key, value, curr);
                        return true;
                    }
                }
            }
        }
    }

    static boolean remove(int key) {
        while (true) {
            Node pred = head;
            Node curr = pred.next;
            while (curr.key < key) {
                pred = curr;
                curr = curr.next;
            }
            synchronized (pred) {
                synchronized (curr) {
                    if (validate(pred, curr)) {
                        if (curr.key != key) {
                            return false;
                        }
                        curr.marked = true;
                        pred.next = curr.next;
                        return true;
                    }
                }
            }
        }
    }

    static int get(int key) {
        Node curr = head;
        while (curr.key < key) {
            curr = curr.next;
        }
        return curr.key == key && !curr.marked ? curr.value : -1;
    }

    static int aSaw;
    static int bSaw;

    public static void main(String[] args) throws InterruptedException {
        put(1, 10);
        Thread a = new Thread(() -> {
            put(2, 20);
            aSaw = get(1);
        });
        Thread b = new Thread(() -> {
            remove(1);
            bSaw = get(2);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert get(1) == -1 && get(2) == 20 : "wrong contents";
        assert aSaw == 10 || aSaw == -1;
        assert bSaw == 20 || bSaw == -1;
        System.out.println("a saw " + aSaw + ", b saw " + bSaw);
    }
}
