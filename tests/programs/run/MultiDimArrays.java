// weft: expect exit 0
// Covers: multianewarray (new int[3][4], new long[2][3][4]), jagged arrays, partially specified dimensions (new int[3][]), array of arrays assignment, deepToString, matrix multiplication, row aliasing
import java.util.Arrays;

public class MultiDimArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        System.out.println(Arrays.deepToString(grid));
        System.out.println(grid.length + " " + grid[0].length);
        int[][] jag = new int[4][];
        System.out.println(jag[0]);
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            Arrays.fill(jag[i], i);
        }
        System.out.println(Arrays.deepToString(jag));
        int[][] lit = {{1}, {2, 3}, {}, {4, 5, 6}};
        int sum = 0;
        for (int[] row : lit) {
            for (int v : row) {
                sum += v;
            }
        }
        System.out.println(sum + " " + lit[2].length);
        long[][][] cube = new long[2][3][4];
        cube[1][2][3] = 7;
        System.out.println(cube.length + " " + cube[0].length + " " + cube[0][0].length + " " + cube[1][2][3] + " " + cube[0][1][2]);
        String[][] names = new String[2][2];
        names[0][1] = "x";
        System.out.println(Arrays.deepToString(names));
        double[][] a = {{1, 2}, {3, 4}};
        double[][] b = {{5, 6}, {7, 8}};
        double[][] c = new double[2][2];
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                for (int k = 0; k < 2; k++) {
                    c[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        System.out.println(Arrays.deepToString(c));
        int[][] alias = new int[2][];
        alias[0] = grid[1];
        alias[1] = grid[1];
        alias[0][0] = -1;
        System.out.println(grid[1][0] + " " + alias[1][0]);
        char[][] board = new char[3][3];
        for (char[] row : board) {
            Arrays.fill(row, '.');
        }
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] row : board) {
            System.out.println(new String(row));
        }
        Object[] objs = new int[2][3];
        System.out.println(objs.getClass().getName() + " " + objs[0].getClass().getName() + " " + new long[1][1][1].getClass().getName());
        int[][][] ragged = new int[2][][];
        ragged[0] = new int[][] {{1, 2}, {3}};
        System.out.println(Arrays.deepToString(ragged));
        try {
            int[][] neg = new int[2][-1];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE: " + e.getMessage());
        }
        System.out.println(Arrays.deepEquals(new int[][] {{1, 2}}, new int[][] {{1, 2}}) + " " + Arrays.equals(new int[][] {{1, 2}}, new int[][] {{1, 2}}));
    }
}
