// weft: expect exit 0
// Covers: String.split with single-char, regex, limit, trailing empty strings removed, leading empty kept; String.join with lists; StringJoiner with prefix/suffix
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

public class StringSplitJoin {
    static void show(String[] parts) {
        System.out.println(parts.length + " " + Arrays.toString(parts));
    }

    public static void main(String[] args) {
        show("a,b,c".split(","));
        show("a,b,,c,,".split(","));
        show(",a,b".split(","));
        show("a,b,,c,,".split(",", -1));
        show("a,b,c,d".split(",", 2));
        show("one  two\tthree".split("\\s+"));
        show("a.b.c".split("\\."));
        show("a.b.c".split("."));
        show("".split(","));
        show("abc".split(""));
        show("x1y22z".split("[0-9]+"));
        show("a|b|c".split("\\|"));
        show("key=value=more".split("=", 2));
        System.out.println(String.join(", ", List.of("x", "y", "z")));
        System.out.println(String.join("", new String[] {"p", "q"}));
        System.out.println("[" + String.join("-", List.of()) + "]");
        StringJoiner j = new StringJoiner(", ", "{", "}");
        j.add("one").add("two");
        System.out.println(j + " " + j.length());
        StringJoiner empty = new StringJoiner(",", "<", ">");
        empty.setEmptyValue("EMPTY");
        System.out.println(empty);
        String csv = "name:alice;age:30;city:paris";
        for (String field : csv.split(";")) {
            String[] kv = field.split(":");
            System.out.println(kv[0].toUpperCase() + " -> " + kv[1]);
        }
    }
}
