// weft: expect exit 0
// Covers: user classes implementing Iterable/Iterator used in enhanced for loops, anonymous and inner iterator classes, Iterable.forEach with lambdas, a generator-like range with step, a linked list implementation with generic nodes, Iterator default remove throwing UnsupportedOperationException
import java.util.Iterator;
import java.util.NoSuchElementException;

public class CustomIterable {
    static class Range implements Iterable<Integer> {
        final int start, end, step;

        Range(int start, int end, int step) {
            this.start = start;
            this.end = end;
            this.step = step;
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = start;

                @Override
                public boolean hasNext() {
                    return step > 0 ? next < end : next > end;
                }

                @Override
                public Integer next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException("range exhausted");
                    }
                    int v = next;
                    next += step;
                    return v;
                }
            };
        }
    }

    static class MyList<T> implements Iterable<T> {
        private class Node {
            final T value;
            Node next;

            Node(T value) {
                this.value = value;
            }
        }

        private Node head, tail;
        private int size;

        void add(T v) {
            Node n = new Node(v);
            if (head == null) {
                head = tail = n;
            } else {
                tail.next = n;
                tail = n;
            }
            size++;
        }

        @Override
        public Iterator<T> iterator() {
            return new Itr();
        }

        private class Itr implements Iterator<T> {
            Node cur = head;

            public boolean hasNext() {
                return cur != null;
            }

            public T next() {
                T v = cur.value;
                cur = cur.next;
                return v;
            }
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i : new Range(0, 20, 3)) {
            sb.append(i).append(' ');
        }
        System.out.println(sb.toString().trim());
        sb.setLength(0);
        for (int i : new Range(10, 0, -4)) {
            sb.append(i).append(' ');
        }
        System.out.println(sb.toString().trim());
        MyList<String> list = new MyList<>();
        for (String s : "to be or not to be".split(" ")) {
            list.add(s);
        }
        System.out.println("size=" + list.size);
        list.forEach(s -> System.out.print(s.toUpperCase() + ";"));
        System.out.println();
        Iterator<Integer> it = new Range(0, 1, 1).iterator();
        System.out.println(it.next());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE: " + e.getMessage());
        }
        try {
            list.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE: " + e.getMessage());
        }
        int total = 0;
        for (int a : new Range(1, 4, 1)) {
            for (int b : new Range(1, 4, 1)) {
                total += a * b;
            }
        }
        System.out.println("total=" + total);
    }
}
