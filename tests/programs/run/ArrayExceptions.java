// weft: expect exit 0
// Covers: ArrayIndexOutOfBoundsException messages for read/write/negative index on several array types, NegativeArraySizeException message, ArrayStoreException message, NullPointerException on null array (class only), exceptions are caught and execution continues
public class ArrayExceptions {
    public static void main(String[] args) {
        int[] a = new int[3];
        try {
            a[5] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("1: " + e.getMessage());
        }
        try {
            System.out.println(a[-1]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("2: " + e.getMessage());
        }
        try {
            long[] l = new long[0];
            l[0]++;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("3: " + e);
        }
        try {
            String[] s = {"a", "b"};
            System.out.println(s[2]);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("4: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            char[] cs = new char[10];
            cs[10] = 'x';
        } catch (RuntimeException e) {
            System.out.println("5: " + e.getMessage());
        }
        try {
            int n = -5;
            int[] bad = new int[n];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("6: " + e);
        }
        try {
            Object[] objs = new String[2];
            objs[0] = "fine";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("7: " + e);
        }
        try {
            Object[] objs = new Integer[1];
            objs[0] = new StringBuilder();
        } catch (ArrayStoreException e) {
            System.out.println("8: " + e.getMessage());
        }
        try {
            Number[] nums = new Integer[1];
            nums[0] = 1.5;
        } catch (ArrayStoreException e) {
            System.out.println("9: " + e.getMessage());
        }
        try {
            int[] nul = null;
            System.out.println(nul.length);
        } catch (NullPointerException e) {
            System.out.println("10: NPE");
        }
        try {
            int[] nul = null;
            nul[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("11: NPE");
        }
        try {
            System.arraycopy(new int[3], 0, new int[2], 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("12: " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], 0, new long[3], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("13: " + e.getMessage());
        }
        try {
            java.util.Arrays.copyOf(new int[1], -1);
        } catch (NegativeArraySizeException e) {
            System.out.println("14: " + e.getMessage());
        }
        int[] src = {1, 2, 3, 4, 5};
        System.arraycopy(src, 0, src, 1, 4);
        System.out.println(java.util.Arrays.toString(src));
        System.out.println("done");
    }
}
