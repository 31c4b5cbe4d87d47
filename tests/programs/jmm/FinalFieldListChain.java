// An immutable box whose final field is a JDK list the constructor filled with a node of the
// program's (a plain field, set after the node's constructor). Published through a data race:
// the dereference chain from the final field runs through the JDK's ArrayList and its array to
// the node, so the reader sees the node's 5, never 0 (JLS 17.5.1). The common shape of an
// immutable configuration or message object; before, weft under jmm printed 0.
// weft: outcomes sc "5" "null"
// weft: outcomes jmm "5" "null"
import java.util.*;
public class FinalFieldListChain {
    static final class Node { int v; Node(int v) { this.v = v; } }
    static final class Box {
        final List<Node> nodes;
        Box() { List<Node> t = new ArrayList<>(); Node n = new Node(0); n.v = 5; t.add(n); nodes = t; }
    }
    static Box latest;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box());
        Thread r = new Thread(() -> { Box b = latest; System.out.println(b == null ? "null" : String.valueOf(b.nodes.get(0).v)); });
        w.start(); r.start(); w.join(); r.join();
    }
}
