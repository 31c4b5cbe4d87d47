// weft: expect exit 0
// Covers: String.format and printf with %d %5d %-5d %05d %x %X %o %c %b %s %S %-5s %5s %n %% %h-free flags, %+d, %(d, %#x, argument indexes %1$s, width on strings, null args
public class FormatBasics {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [%(d] [% d]", 42, 42, 42, 42, 42, -42, 42));
        System.out.println(String.format("[%d] [%5d] [%05d] [%,d]", -7, -7, -7, -1234567));
        System.out.println(String.format("[%x] [%X] [%o] [%#x] [%#o] [%08X]", 255, 255, 8, 255, 8, 48879));
        System.out.println(String.format("[%x] [%x] [%X]", -1, -1L, 1L << 40));
        System.out.println(String.format("[%c] [%c] [%C]", 'a', 66, 'z'));
        System.out.println(String.format("[%b] [%b] [%b] [%B]", true, null, "x", false));
        System.out.println(String.format("[%s] [%S] [%-5s] [%5s] [%.2s] [%s]", "str", "up", "ab", "ab", "abcdef", null));
        System.out.printf("line1%nline2%n");
        System.out.printf("%d%% done%n", 50);
        System.out.println(String.format("%2$s %1$s %2$s", "world", "hello"));
        System.out.println(String.format("%s %<s %s", "a", "b"));
        System.out.println(String.format("%d %d %d %d", (byte) -1, (short) 300, 5L, Long.MIN_VALUE));
        System.out.println(String.format("%s|%s|%s", 1.5, 'c', new int[0].length));
        System.out.println(String.format("%10s|%-10s|", "right", "left"));
        System.out.printf("%s has %d items costing %s%n", "cart", 3, "9.99");
        try {
            String.format("%d", "notanumber");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println("IFCE: " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MFAE: " + e.getMessage());
        }
    }
}
