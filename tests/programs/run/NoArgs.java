// weft: expect exit 0
// Covers: main called with no arguments receives an empty, non-null String[] of length 0
public class NoArgs {
    public static void main(String[] args) {
        System.out.println("args null? " + (args == null));
        System.out.println("args length " + args.length);
        System.out.println(java.util.Arrays.toString(args));
    }
}
