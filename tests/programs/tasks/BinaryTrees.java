// weft: expect ok
// weft: regions expect ok
// weft: regions sharing BinaryTrees$Node.left
// Covers: Table I BinaryTrees: a tree of depth 1 is built with one future for the left subtree (its node is not shared until returned), then counted with one future for the left subtree of each inner node; every value crosses tasks only through HjFuture.get, which joins the producer, so there is no race, and the assertion on the node count holds.
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjFuture;

public class BinaryTrees {
    static final class Node {
        Node left;
        Node right;
    }

    static Node build(int depth) {
        Node n = new Node();
        if (depth > 0) {
            HjFuture<Node> l = future(() -> build(depth - 1));
            n.right = build(depth - 1);
            n.left = l.get();
        }
        return n;
    }

    static int count(Node n) {
        if (n.left == null) {
            return 1;
        }
        HjFuture<Integer> l = future(() -> count(n.left));
        int r = count(n.right);
        return 1 + l.get() + r;
    }

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            Node root = build(1);
            int nodes = count(root);
            assert nodes == 3 : "nodes: " + nodes;
            System.out.println(nodes);
        });
    }
}
