// weft: expect exit 0
// Covers: field updaters of java.util.concurrent.atomic (Integer, Long, Reference): every operation kind on two objects, and the errors newUpdater reports for a missing, non-volatile or mistyped field; a wrong receiver
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

public class FieldUpdaters {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String label;
        int plain;
        volatile long wide;
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL =
            AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": created");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Node a = new Node(), b = new Node();
        System.out.println(COUNT.incrementAndGet(a) + " " + COUNT.getAndAdd(a, 5) + " " + COUNT.get(a));
        System.out.println(COUNT.compareAndSet(a, 6, 10) + " " + COUNT.compareAndSet(a, 6, 11) + " " + a.count);
        System.out.println(COUNT.updateAndGet(b, x -> x + 7) + " " + COUNT.accumulateAndGet(b, 3, Math::max));
        COUNT.lazySet(b, 42);
        System.out.println(b.count + " " + COUNT.getAndSet(b, 1) + " " + COUNT.decrementAndGet(b));
        System.out.println(TOTAL.addAndGet(a, 1L << 40) + " " + TOTAL.getAndIncrement(a) + " " + a.total);
        System.out.println(TOTAL.compareAndSet(b, 0, -5) + " " + TOTAL.get(b));
        System.out.println(LABEL.compareAndSet(a, null, "x") + " " + LABEL.getAndSet(a, "y") + " " + a.label);
        System.out.println(LABEL.getAndUpdate(b, s -> s + "!") + " " + b.label);
        attempt("missing", () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "nothing"));
        attempt("plain", () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "plain"));
        attempt("long as int", () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "wide"));
        attempt("int as long", () -> AtomicLongFieldUpdater.newUpdater(Node.class, "count"));
        attempt("wrong value class", () -> AtomicReferenceFieldUpdater.newUpdater(Node.class, Integer.class, "label"));
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            AtomicIntegerFieldUpdater<Object> raw = (AtomicIntegerFieldUpdater) COUNT;
            raw.get("not a node");
        } catch (ClassCastException e) {
            System.out.println("wrong receiver: ClassCastException");
        }
    }
}
