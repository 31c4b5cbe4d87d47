// weft: expect exit 0
// Covers: String.chars() stream sum/count, toCharArray and mutation independence, String.valueOf(char[]), new String(char[], offset, count), copyValueOf, codePointAt, getChars, char[] println overload
public class StringChars {
    public static void main(String[] args) {
        String s = "hello";
        char[] arr = s.toCharArray();
        arr[0] = 'j';
        System.out.println(s + " " + String.valueOf(arr) + " " + new String(arr, 1, 3) + " " + String.copyValueOf(arr, 2, 2));
        System.out.println(arr);
        System.out.println(s.chars().sum() + " " + s.chars().filter(c -> c == 'l').count());
        int[] counts = new int[26];
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                counts[c - 'a']++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            sb.append((char) ('a' + i)).append(counts[i]);
        }
        System.out.println(sb);
        System.out.println(s.codePointAt(1) + " " + "A\ud83d\ude00".codePointAt(1) + " " + "A\ud83d\ude00".codePointCount(0, 3));
        char[] dst = new char[8];
        java.util.Arrays.fill(dst, '.');
        "abcdef".getChars(1, 4, dst, 2);
        System.out.println(new String(dst));
        char[] empty = {};
        System.out.println("[" + String.valueOf(empty) + "]");
        String built = new String(new char[] {'x', 'y', 'z'});
        System.out.println(built + built.length());
        StringBuilder rev = new StringBuilder();
        for (int i = s.length() - 1; i >= 0; i--) {
            rev.append(s.charAt(i));
        }
        System.out.println(rev);
        byte[] bytes = "AZaz09".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.out.println(java.util.Arrays.toString(bytes));
        System.out.println(new String(bytes, java.nio.charset.StandardCharsets.US_ASCII));
    }
}
