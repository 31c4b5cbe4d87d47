// weft: expect no-race
// Structure: a fine-grained sorted linked-list set with hand-over-hand (lock-coupling) traversal: every node has its own lock (a small mutex built on the node lock's monitor with wait/notify, since `synchronized` blocks cannot overlap hand over hand), and a thread locks the next node before unlocking the previous one, so it always holds the locks of pred and curr when it reads or writes their `next` links. The list starts as {1}; one thread adds 2, the other removes 2, so both step past node 1 hand over hand.
// Race-free: the plain `next` of a node is read and written only while that node's lock is held (a new node's `next` is written before it is linked, while it is private to its creator, and its linking write pred.next = node happens under pred's lock); a NodeLock's unlock() leaves its monitor after clearing `held` and the next lock() enters that monitor before setting it, so unlock → lock of the same node orders every pair of accesses (and `held` itself is only touched inside the monitor), keys are final, main builds the sentinels before start and reads after the joins.
public class HandOverHandListOk {
    static final class NodeLock {
        private boolean held;

        synchronized void lock() {
            while (held) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
            held = true;
        }

        synchronized void unlock() {
            held = false;
            notify();
        }
    }

    static final class Node {
        final int key;
        Node next;
        final NodeLock lock = new NodeLock();

        Node(int key, Node next) {
            this.key = key;
            this.next = next;
        }
    }

    static final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

    static boolean add(int key) {
        Node pred = head;
        pred.lock.lock();
        Node curr = pred.next;
        curr.lock.lock();
        try {
            while (curr.key < key) {
                pred.lock.unlock();
                pred = curr;
                curr = curr.next;
                curr.lock.lock();
            }
            if (curr.key == key) {
                return false;
            }
            pred.next = new Node(key, curr);
            return true;
        } finally {
            curr.lock.unlock();
            pred.lock.unlock();
        }
    }

    static boolean remove(int key) {
        Node pred = head;
        pred.lock.lock();
        Node curr = pred.next;
        curr.lock.lock();
        try {
            while (curr.key < key) {
                pred.lock.unlock();
                pred = curr;
                curr = curr.next;
                curr.lock.lock();
            }
            if (curr.key != key) {
                return false;
            }
            pred.next = curr.next;
            return true;
        } finally {
            curr.lock.unlock();
            pred.lock.unlock();
        }
    }

    static boolean removed;

    public static void main(String[] args) throws InterruptedException {
        add(1);
        Thread a = new Thread(() -> add(2));
        Thread b = new Thread(() -> removed = remove(2));
        a.start();
        b.start();
        a.join();
        b.join();
        int n = 0;
        for (Node c = head.next; c.key != Integer.MAX_VALUE; c = c.next) {
            n++;
        }
        assert n == (removed ? 1 : 2) : "wrong size " + n;
        System.out.println("removed = " + removed + ", size = " + n);
    }
}
