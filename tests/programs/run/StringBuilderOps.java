// weft: expect exit 0
// Covers: StringBuilder append of all types, insert, reverse, deleteCharAt, delete, replace, setCharAt, setLength, indexOf, charAt, chaining, StringIndexOutOfBoundsException from deleteCharAt
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(1.5f).append(2.5).append(true).append((Object) null).append("s").append(new char[] {'x', 'y'});
        System.out.println(sb);
        System.out.println(sb.length());
        sb.insert(0, "START-");
        sb.insert(3, 99);
        sb.insert(sb.length(), '!');
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.reverse();
        sb.deleteCharAt(0);
        System.out.println(sb);
        sb.delete(0, 5);
        System.out.println(sb);
        sb.replace(0, 2, "REPLACED");
        System.out.println(sb);
        sb.setCharAt(1, 'e');
        System.out.println(sb + " idx=" + sb.indexOf("c2") + " last=" + sb.lastIndexOf("e") + " ch=" + sb.charAt(2));
        sb.setLength(4);
        System.out.println("[" + sb + "]");
        sb.setLength(6);
        System.out.println(sb.length() + " " + (int) sb.charAt(5));
        try {
            sb.deleteCharAt(10);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println(pal.reverse().toString().equals("racecar"));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            big.append(i % 10);
        }
        System.out.println(big.length() + " " + big.substring(95) + " " + big.subSequence(10, 13));
        StringBuffer buf = new StringBuffer("buf");
        buf.append(42).insert(0, '>').reverse();
        System.out.println(buf);
        System.out.println(new StringBuilder("abc").compareTo(new StringBuilder("abd")));
        StringBuilder s2 = new StringBuilder("hello");
        s2.appendCodePoint(0x41).append("world", 1, 3);
        System.out.println(s2);
    }
}
