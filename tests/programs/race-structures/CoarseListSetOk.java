// weft: expect no-race
// Structure: a coarse-grained sorted linked-list set (head and tail sentinels, final keys, plain `next` links): add, remove and contains are synchronized methods of the set, so one monitor guards the whole list. One thread adds 1 and removes 2, the other adds 2 and asks for 1.
// Race-free: every read and write of a node's `next` (and the set's fields) happens inside the set's monitor, so unlock → lock orders them; keys are final; main builds the sentinels before starting the threads and reads the list after the joins.
public class CoarseListSetOk {
    static final class Node {
        final int key;
        Node next;

        Node(int key, Node next) {
            this.key = key;
            this.next = next;
        }
    }

    static final class ListSet {
        private final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

        synchronized boolean add(int key) {
            Node pred = head;
            Node curr = pred.next;
            while (curr.key < key) {
                pred = curr;
                curr = curr.next;
            }
            if (curr.key == key) {
                return false;
            }
            pred.next = new Node(key, curr);
            return true;
        }

        synchronized boolean remove(int key) {
            Node pred = head;
            Node curr = pred.next;
            while (curr.key < key) {
                pred = curr;
                curr = curr.next;
            }
            if (curr.key != key) {
                return false;
            }
            pred.next = curr.next;
            return true;
        }

        synchronized boolean contains(int key) {
            Node curr = head.next;
            while (curr.key < key) {
                curr = curr.next;
            }
            return curr.key == key;
        }

        synchronized int size() {
            int n = 0;
            for (Node c = head.next; c.key != Integer.MAX_VALUE; c = c.next) {
                n++;
            }
            return n;
        }
    }

    static final ListSet set = new ListSet();
    static boolean removed2;
    static boolean saw1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            set.add(1);
            removed2 = set.remove(2);
        });
        Thread b = new Thread(() -> {
            set.add(2);
            saw1 = set.contains(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert set.contains(1) : "lost 1";
        assert set.size() == (removed2 ? 1 : 2) : "wrong size";
        System.out.println("removed2 = " + removed2 + ", saw1 = " + saw1);
    }
}
