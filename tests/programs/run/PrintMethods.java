// weft: expect exit 0
// Covers: PrintStream print/println overloads for every primitive type, char[] (printed as characters), Object and null String/Object, println() with no args, printf/format chaining, append, write(int), stderr writes (not compared) interleaved with stdout, System.lineSeparator, NPE from print((char[]) null)
public class PrintMethods {
    public static void main(String[] args) {
        System.out.print(true);
        System.out.print(' ');
        System.out.print('c');
        System.out.print(' ');
        System.out.print(42);
        System.out.print(' ');
        System.out.print(-42L);
        System.out.print(' ');
        System.out.print(1.5f);
        System.out.print(' ');
        System.out.print(2.25);
        System.out.println();
        System.out.println(false);
        System.out.println('z');
        System.out.println(Integer.MIN_VALUE);
        System.out.println(Long.MAX_VALUE);
        System.out.println(Float.MIN_VALUE);
        System.out.println(Double.MAX_VALUE);
        System.out.println(new char[] {'a', 'b', 'c'});
        System.out.print(new char[] {'x', '\n'});
        String nulStr = null;
        Object nulObj = null;
        System.out.println(nulStr);
        System.out.println(nulObj);
        System.out.print(nulStr);
        System.out.println();
        System.out.println(new StringBuilder("builder"));
        System.out.println(java.util.List.of("list"));
        System.err.println("this goes to stderr");
        System.out.printf("%s-%d", "a", 1).printf("|%s%n", "chained");
        System.out.format("%05.1f%n", 3.14159);
        System.out.append("appended").append('!').append("xyz", 0, 1).println();
        System.out.write('W');
        System.out.write('\n');
        System.out.flush();
        System.out.println("sep length " + System.lineSeparator().length());
        try {
            System.out.print((char[]) null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null char[]");
        }
        System.out.print("no newline at end");
    }
}
