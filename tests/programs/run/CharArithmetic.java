// weft: expect exit 0
// Covers: char arithmetic and promotion to int, char increments in loops, Caesar cipher, char comparisons, char as array index, (char) casts of negative/large ints, unicode escapes, char + String concatenation, Character boxing in collections
import java.util.ArrayList;
import java.util.List;

public class CharArithmetic {
    static String caesar(String in, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char ch : in.toCharArray()) {
            if (ch >= 'a' && ch <= 'z') {
                sb.append((char) ('a' + (ch - 'a' + shift + 26) % 26));
            } else if (ch >= 'A' && ch <= 'Z') {
                sb.append((char) ('A' + (ch - 'A' + shift + 26) % 26));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        char c = 'a';
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println(c + c);
        System.out.println("" + c + c);
        c++;
        System.out.println(c);
        for (char ch = 'a'; ch <= 'e'; ch++) {
            System.out.print(ch);
        }
        System.out.println();
        for (char ch = 'Z'; ch >= 'V'; ch -= 2) {
            System.out.print(ch);
        }
        System.out.println();
        String enc = caesar("Hello, World!", 3);
        System.out.println(enc + " -> " + caesar(enc, -3));
        int[] freq = new int[128];
        for (char ch : "mississippi".toCharArray()) {
            freq[ch]++;
        }
        System.out.println("s=" + freq['s'] + " i=" + freq['i'] + " p=" + freq['p']);
        System.out.println('9' - '0');
        System.out.println((char) ('0' + 7));
        System.out.println('a' < 'b');
        System.out.println((int) '\u0000' + " " + (int) '\uffff' + " " + (int) '\n' + " " + (int) '\\');
        System.out.println((char) 0x263A == '\u263a');
        char max = Character.MAX_VALUE;
        max++;
        System.out.println((int) max);
        char fromNeg = (char) -1;
        System.out.println((int) fromNeg);
        List<Character> list = new ArrayList<>();
        for (char ch = 'x'; ch <= 'z'; ch++) {
            list.add(ch);
        }
        System.out.println(list + " " + list.contains('y') + " " + list.indexOf('z'));
        char upper = (char) ('q' - 32);
        System.out.println(upper);
        System.out.println((char) ('A' ^ ' '));
        int sum = 0;
        for (char ch : "ABC".toCharArray()) {
            sum = sum * 31 + ch;
        }
        System.out.println(sum + " " + "ABC".hashCode());
        char[] digits = new char[10];
        for (int i = 0; i < 10; i++) {
            digits[i] = (char) ('0' + (9 - i));
        }
        System.out.println(digits);
        System.out.println(String.valueOf((char) 72) + (char) 105);
    }
}
