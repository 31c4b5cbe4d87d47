// weft: expect race TwoLockQueuePlainNextRacy$Node.next
// weft: expect race TwoLockQueuePlainNextRacy$Node.value
// Structure: the Michael-Scott two-lock queue: a dummy-headed linked list where enqueuers serialize on tailLock (tail.next = node; tail = node) and dequeuers on headLock (read head.next, take its value, advance head), so one enqueuer and one dequeuer run concurrently. One thread enqueues 1 and 2, the other dequeues twice.
// Seeded race: `next` is a plain field. When the queue is empty or has one element, head and tail share a node, whose `next` the enqueuer writes under tailLock while the dequeuer reads it under headLock, a different monitor: race on Node.next. A dequeuer that reads a fresh link also reads that node's `value`, written by the enqueuer in the constructor with no happens-before edge to the dequeuer: race on Node.value (volatile `next` fixes both). `head` is only touched under headLock and `tail` only under tailLock; main reads after the joins.
public class TwoLockQueuePlainNextRacy {
    static final class Node {
        int value;
        Node next; // seeded: written under tailLock, read under headLock; should be volatile

        Node(int value) {
            this.value = value;
        }
    }

    static final Object headLock = new Object();
    static final Object tailLock = new Object();
    static Node head = new Node(0);
    static Node tail = head;

    static void enqueue(int v) {
        Node node = new Node(v);
        synchronized (tailLock) {
            tail.next = node;
            tail = node;
        }
    }

    static int dequeue() {
        synchronized (headLock) {
            Node first = head.next;
            if (first == null) {
                return -1;
            }
            int v = first.value;
            head = first;
            return v;
        }
    }

    static int first;
    static int second;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            enqueue(1);
            enqueue(2);
        });
        Thread consumer = new Thread(() -> {
            first = dequeue();
            second = dequeue();
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert first == -1 || first == 1 : "out of order";
        assert second == -1 || second == (first == -1 ? 1 : 2) : "out of order";
        System.out.println("first = " + first + ", second = " + second);
    }
}
