// weft: expect exit 0
// Covers: PriorityQueue poll order (natural, reverse, custom comparator on records, ties), peek, size, offer after polls, top-k with bounded heap, merging sorted lists, heap with duplicates
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class PriorityQueueOrder {
    record Task(String name, int priority, int seq) {
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int v : new int[] {5, 1, 8, 3, 9, 2, 7, 1, 5}) {
            pq.offer(v);
        }
        System.out.println("peek=" + pq.peek() + " size=" + pq.size());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println(pq.poll() + " " + pq.peek());
        PriorityQueue<String> rev = new PriorityQueue<>(Comparator.reverseOrder());
        rev.addAll(List.of("pear", "apple", "zucchini", "fig"));
        sb.setLength(0);
        while (!rev.isEmpty()) {
            sb.append(rev.poll()).append(' ');
        }
        System.out.println(sb.toString().trim());
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::priority).reversed().thenComparingInt(Task::seq));
        String[] names = {"write", "test", "deploy", "review", "lint", "plan"};
        int[] prios = {2, 3, 1, 3, 2, 5};
        for (int i = 0; i < names.length; i++) {
            tasks.add(new Task(names[i], prios[i], i));
        }
        while (!tasks.isEmpty()) {
            Task t = tasks.poll();
            System.out.println(t.priority() + " " + t.name());
        }
        PriorityQueue<Integer> topK = new PriorityQueue<>();
        int k = 4;
        long x = 7;
        for (int i = 0; i < 1000; i++) {
            x = (x * 1103515245 + 12345) % 2147483648L;
            int v = (int) (x % 10000);
            topK.offer(v);
            if (topK.size() > k) {
                topK.poll();
            }
        }
        List<Integer> top = new ArrayList<>();
        while (!topK.isEmpty()) {
            top.add(topK.poll());
        }
        System.out.println("top " + k + ": " + top);
        List<List<Integer>> lists = List.of(List.of(1, 4, 9), List.of(2, 3, 10), List.of(0, 5));
        PriorityQueue<int[]> heads = new PriorityQueue<>((p, q) -> Integer.compare(lists.get(p[0]).get(p[1]), lists.get(q[0]).get(q[1])));
        for (int i = 0; i < lists.size(); i++) {
            heads.add(new int[] {i, 0});
        }
        List<Integer> merged = new ArrayList<>();
        while (!heads.isEmpty()) {
            int[] h = heads.poll();
            merged.add(lists.get(h[0]).get(h[1]));
            if (h[1] + 1 < lists.get(h[0]).size()) {
                heads.add(new int[] {h[0], h[1] + 1});
            }
        }
        System.out.println("merged: " + merged);
    }
}
