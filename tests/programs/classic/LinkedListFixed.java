// weft: expect ok
// Covers: LinkedList, fixed -- add() is synchronized on the list, so the read of head and the link-in are atomic and ordered; both nodes are always kept and main reads after the joins, so no race.
public class LinkedListFixed {
    static final class Node {
        final int value;
        Node next;
        Node(int value) { this.value = value; }
    }

    Node head;

    synchronized void add(int v) {
        Node n = new Node(v);
        n.next = head;
        head = n;
    }

    synchronized int size() {
        int s = 0;
        for (Node n = head; n != null; n = n.next) s++;
        return s;
    }

    public static void main(String[] args) throws InterruptedException {
        LinkedListFixed list = new LinkedListFixed();
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
