// weft: expect exit 0
// Covers: recursive algorithms: naive and memoized Fibonacci, Ackermann(2,3), Towers of Hanoi move count and first moves, permutations of a short string, mutual recursion (isEven/isOdd), recursive GCD, binary search, flood fill on a grid
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Recursion {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static Map<Integer, Long> memo = new HashMap<>();

    static long fibMemo(int n) {
        if (n < 2) {
            return n;
        }
        Long cached = memo.get(n);
        if (cached != null) {
            return cached;
        }
        long v = fibMemo(n - 1) + fibMemo(n - 2);
        memo.put(n, v);
        return v;
    }

    static int ackermann(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ackermann(m - 1, 1);
        }
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static int moves = 0;
    static List<String> firstMoves = new ArrayList<>();

    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) {
            return;
        }
        hanoi(n - 1, from, via, to);
        moves++;
        if (firstMoves.size() < 5) {
            firstMoves.add(n + ":" + from + to);
        }
        hanoi(n - 1, via, to, from);
    }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static int bsearch(int[] a, int key, int lo, int hi) {
        if (lo > hi) {
            return -(lo + 1);
        }
        int mid = (lo + hi) >>> 1;
        if (a[mid] == key) {
            return mid;
        }
        return a[mid] < key ? bsearch(a, key, mid + 1, hi) : bsearch(a, key, lo, mid - 1);
    }

    static int fill(char[][] g, int r, int c) {
        if (r < 0 || c < 0 || r >= g.length || c >= g[0].length || g[r][c] != '.') {
            return 0;
        }
        g[r][c] = '#';
        return 1 + fill(g, r + 1, c) + fill(g, r - 1, c) + fill(g, r, c + 1) + fill(g, r, c - 1);
    }

    public static void main(String[] args) {
        System.out.println("fib(20)=" + fib(20) + " fibMemo(90)=" + fibMemo(90));
        System.out.println("ackermann(2,3)=" + ackermann(2, 3) + " ackermann(3,3)=" + ackermann(3, 3));
        hanoi(10, 'A', 'C', 'B');
        System.out.println("hanoi moves=" + moves + " first=" + firstMoves);
        List<String> perms = new ArrayList<>();
        permute("", "abcd", perms);
        System.out.println(perms.size() + " " + perms.subList(0, 8) + " last=" + perms.get(perms.size() - 1));
        System.out.println(isEven(100) + " " + isOdd(77) + " " + gcd(1071, 462));
        int[] sorted = {1, 4, 9, 16, 25, 36, 49, 64};
        System.out.println(bsearch(sorted, 36, 0, sorted.length - 1) + " " + bsearch(sorted, 10, 0, sorted.length - 1));
        char[][] grid = {"..#..".toCharArray(), ".##..".toCharArray(), "#...#".toCharArray(), "..#..".toCharArray()};
        System.out.println("filled=" + fill(grid, 0, 0) + " then=" + fill(grid, 0, 4));
        for (char[] row : grid) {
            System.out.println(new String(row));
        }
    }
}
