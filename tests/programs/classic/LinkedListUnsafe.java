// weft: expect assertion
// weft: expect race LinkedListUnsafe.head
// Covers: LinkedList with an unsafe add -- add() links "n.next = head; head = n" without a lock; two adders can both read the old head, so one node is lost and main's size assert (2) fails; the unlocked read/write of head by both threads race. Node.next is written before the node is published and only read by main after the joins, so it does not race.
public class LinkedListUnsafe {
    static final class Node {
        final int value;
        Node next;
        Node(int value) { this.value = value; }
    }

    Node head;

    void add(int v) {
        Node n = new Node(v);
        n.next = head;
        head = n;
    }

    int size() {
        int s = 0;
        for (Node n = head; n != null; n = n.next) s++;
        return s;
    }

    public static void main(String[] args) throws InterruptedException {
        LinkedListUnsafe list = new LinkedListUnsafe();
        Thread t1 = new Thread(() -> list.add(1));
        Thread t2 = new Thread(() -> list.add(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert list.size() == 2 : "lost node, size " + list.size();
        System.out.println("size " + list.size());
    }
}
