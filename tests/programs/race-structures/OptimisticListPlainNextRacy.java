// weft: expect race OptimisticListPlainNextRacy$Node.next
// Structure: Herlihy and Shavit's optimistic sorted linked-list set: a thread traverses the list without locks, then locks pred and curr (synchronized, in list order) and validates by re-traversing from the head that pred is still reachable and still points to curr before linking or unlinking. The list starts as {1}; one thread adds 2, the other adds 3 and removes 1.
// Seeded race: the links are plain fields, so the lock-free traversal reads `next` while another thread writes it under the node monitors it does not take (e.g. the adder's pred.next = node under pred's monitor, then the other thread's unlocked read of pred.next, or of the new node's `next` written in its constructor): race on Node.next. Keys are final and never race; main reads after the joins.
public class OptimisticListPlainNextRacy {
    static final class Node {
        final int key;
        Node next; // seeded: read without a lock during traversal, should be volatile

        Node(int key, Node next) {
            this.key = key;
            this.next = next;
        }
    }

    static final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

    static boolean validate(Node pred, Node curr) {
        Node node = head;
        while (node.key <= pred.key) {
            if (node == pred) {
                return pred.next == curr;
            }
            node = node.next;
        }
        return false;
    }

    static boolean add(int key) {
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
                        pred.next = new Node(key, curr);
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
                        pred.next = curr.next;
                        return true;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        add(1);
        Thread a = new Thread(() -> add(2));
        Thread b = new Thread(() -> {
            add(3);
            remove(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        int n = 0;
        for (Node c = head.next; c.key != Integer.MAX_VALUE; c = c.next) {
            assert c.key != 1 : "1 not removed";
            n++;
        }
        assert n == 2 : "wrong size " + n;
        System.out.println("size = " + n);
    }
}
