// weft: expect exit 0
// Covers: LinkedList as List and Deque (addFirst/addLast/removeFirst/pollLast/peek/getFirst on empty -> NoSuchElementException), ListIterator add/set/previous, ArrayDeque as stack (push/pop/peek) and as queue (offer/poll), descendingIterator, null rejection by ArrayDeque
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Queue;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<>();
        ll.add(2);
        ll.addFirst(1);
        ll.addLast(3);
        ll.add(1, 9);
        System.out.println(ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " get(2)=" + ll.get(2));
        System.out.println(ll.removeFirst() + " " + ll.pollLast() + " " + ll.peek() + " " + ll);
        ListIterator<Integer> it = ll.listIterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v == 9) {
                it.set(90);
                it.add(91);
            }
        }
        System.out.println(ll);
        while (it.hasPrevious()) {
            System.out.print(it.previous() + "<");
        }
        System.out.println();
        ll.clear();
        System.out.println(ll.poll() + " " + ll.peekFirst());
        try {
            ll.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE getFirst " + e.getMessage());
        }
        try {
            ll.removeLast();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE removeLast");
        }
        Deque<String> stack = new ArrayDeque<>();
        stack.push("a");
        stack.push("b");
        stack.push("c");
        System.out.println(stack + " peek=" + stack.peek());
        System.out.println(stack.pop() + stack.pop() + " left " + stack);
        Queue<String> queue = new ArrayDeque<>();
        queue.offer("x");
        queue.offer("y");
        queue.add("z");
        System.out.println(queue.poll() + " " + queue.peek() + " " + queue);
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 20; i++) {
            if (i % 2 == 0) {
                dq.offerFirst(i);
            } else {
                dq.offerLast(i);
            }
        }
        System.out.println(dq);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> d = dq.descendingIterator(); d.hasNext(); ) {
            sb.append(d.next()).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.size() + " " + dq.contains(7) + " " + dq.removeFirstOccurrence(7) + " " + dq.contains(7));
        try {
            dq.push(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null");
        }
        Deque<Character> parens = new ArrayDeque<>();
        String expr = "{[()()]}(";
        boolean ok = true;
        for (char c : expr.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                parens.push(c);
            } else {
                char open = parens.isEmpty() ? '?' : parens.pop();
                if ((c == ')' && open != '(') || (c == ']' && open != '[') || (c == '}' && open != '{')) {
                    ok = false;
                }
            }
        }
        System.out.println("balanced=" + (ok && parens.isEmpty()) + " leftover=" + parens);
    }
}
