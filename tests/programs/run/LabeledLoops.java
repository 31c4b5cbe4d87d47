// weft: expect exit 0
// Covers: labeled break and continue across nested for/while/do-while loops, break out of labeled block, continue in do-while evaluates condition, loops with multiple variables, early exit search, nested loop counting
public class LabeledLoops {
    public static void main(String[] args) {
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, -9}};
        int foundR = -1, foundC = -1;
        search:
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                if (grid[r][c] < 0) {
                    foundR = r;
                    foundC = c;
                    break search;
                }
            }
        }
        System.out.println("first negative at " + foundR + "," + foundC);
        int sumPositiveRows = 0;
        rows:
        for (int[] row : grid) {
            for (int v : row) {
                if (v < 0) {
                    continue rows;
                }
            }
            for (int v : row) {
                sumPositiveRows += v;
            }
        }
        System.out.println("sum of all-positive rows " + sumPositiveRows);
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            int j = 0;
            while (true) {
                if (j > i) {
                    continue outer;
                }
                if (i + j == 6) {
                    break outer;
                }
                sb.append(i).append(j).append(' ');
                j++;
            }
        }
        System.out.println(sb);
        block:
        {
            System.out.println("in block");
            if (sb.length() > 0) {
                break block;
            }
            System.out.println("never printed");
        }
        int n = 0;
        int iterations = 0;
        do {
            iterations++;
            n++;
            if (n % 2 == 0) {
                continue;
            }
            n += 10;
        } while (n < 40);
        System.out.println("n=" + n + " iterations=" + iterations);
        for (int i = 0, j = 10; i < j; i += 2, j--) {
            System.out.print("(" + i + "," + j + ")");
        }
        System.out.println();
        int primes = 0;
        candidates:
        for (int k = 2; k < 200; k++) {
            for (int d = 2; d * d <= k; d++) {
                if (k % d == 0) {
                    continue candidates;
                }
            }
            primes++;
        }
        System.out.println("primes below 200: " + primes);
        int w = 0;
        a:
        while (w < 100) {
            b:
            do {
                w += 7;
                if (w % 5 == 0) {
                    break a;
                }
                if (w % 3 == 0) {
                    break b;
                }
            } while (w < 50);
            w++;
        }
        System.out.println("w=" + w);
    }
}
