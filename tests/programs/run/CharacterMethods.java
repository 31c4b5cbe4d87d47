// weft: expect exit 0
// Covers: Character.isDigit/isLetter/isLetterOrDigit/isWhitespace/isUpperCase/isLowerCase/toUpperCase/toLowerCase/getNumericValue/digit/forDigit/isAlphabetic, Character.toString, char comparisons, toChars
public class CharacterMethods {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '\u00e9', '\u0660', '\u4e2d', '-', '\u00df'};
        for (char c : cs) {
            System.out.println((int) c + ": digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c) + " ws=" + Character.isWhitespace(c)
                + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                + " toUpper=" + (int) Character.toUpperCase(c) + " toLower=" + (int) Character.toLowerCase(c)
                + " num=" + Character.getNumericValue(c) + " javaStart=" + Character.isJavaIdentifierStart(c));
        }
        System.out.println(Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('g', 16) + " " + Character.digit('Z', 36));
        System.out.println(Character.forDigit(11, 16) + " " + Character.forDigit(5, 10) + " " + (int) Character.forDigit(20, 10));
        System.out.println(Character.toString('x') + Character.valueOf('y') + " " + Character.getNumericValue('z'));
        System.out.println(Character.toUpperCase('q') + " " + Character.toLowerCase('Q') + " " + Character.toUpperCase((int) 'a'));
        System.out.println(Character.isSpaceChar(' ') + " " + Character.isISOControl('\u0007') + " " + Character.isSurrogate('\ud800'));
        System.out.println(Character.compare('a', 'b') + " " + ('a' < 'b') + " " + (char) ('a' + 2) + " " + ('a' + 2));
        System.out.println(new String(Character.toChars(0x1F600)).length() + " " + Character.charCount(0x1F600) + " " + Character.isDefined(0x10FFFF));
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + (int) Character.MIN_VALUE);
    }
}
