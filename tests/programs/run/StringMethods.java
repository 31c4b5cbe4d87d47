// weft: expect exit 0
// Covers: String substring, indexOf/lastIndexOf (char and string, fromIndex), contains, replace, toUpperCase/toLowerCase, trim/strip/isBlank/isEmpty, repeat, charAt out of range, startsWith/endsWith, lines
public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(12) + "|" + s.substring(3, 3) + "|");
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.lastIndexOf('o') + " " + s.indexOf("World") + " " + s.indexOf("xyz"));
        System.out.println(s.lastIndexOf("l", 5) + " " + s.indexOf("") + " " + s.lastIndexOf("") + " " + s.indexOf('l', -5) + " " + s.indexOf('l', 100));
        System.out.println(s.contains("lo, W") + " " + s.contains("low"));
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + "aaa".replace("aa", "b"));
        System.out.println(s.toUpperCase() + " " + s.toLowerCase());
        String padded = "  \t pad me \n ";
        System.out.println("[" + padded.trim() + "] [" + padded.strip() + "] [" + padded.stripLeading() + "] [" + padded.stripTrailing() + "]");
        System.out.println("   ".isBlank() + " " + "".isEmpty() + " " + " ".isEmpty() + " " + "x".isBlank());
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "-".repeat(10));
        System.out.println(s.charAt(0) + s.charAt(s.length() - 1));
        System.out.println("" + s.charAt(0) + s.charAt(s.length() - 1));
        try {
            s.charAt(12);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            s.substring(5, 2);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println(s.startsWith("Hell") + " " + s.startsWith("World", 7) + " " + s.endsWith("ld") + " " + s.endsWith(""));
        System.out.println("a\nb\r\nc".lines().count());
        System.out.println("Mississippi".replaceAll("ss", "SS") + " " + "Mississippi".replaceFirst("i", "I") + " " + "a1b22c333".replaceAll("[0-9]+", "#"));
        System.out.println("abc".matches("[a-c]+") + " " + "abcd".matches("[a-c]+"));
        System.out.println(String.valueOf(3.0) + String.valueOf(true) + String.valueOf('c') + String.valueOf(7L) + String.valueOf((Object) null));
        System.out.println("tEsT".toLowerCase().hashCode() + " " + "".hashCode() + " " + "Hello, World".hashCode());
        System.out.println(String.join("/", "a", "b", "c") + " " + "%d-%s".formatted(1, "x"));
        System.out.println("abc".length() + " " + "\u00e9t\u00e9".length() + " " + "a\u0000b".length());
    }
}
