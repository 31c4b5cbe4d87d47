// weft: expect exit 0
// Covers: Java text blocks (incidental indentation stripping, trailing newline, escapes \n \t \" \\, line continuation \<newline>, \s), String.stripIndent/translateEscapes/formatted, lines() counting, var local type inference
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "weft",
              "tags": ["a", "b"]
            }
            """;
        System.out.print(json);
        System.out.println(json.length() + " " + json.lines().count());
        var noTrailing = """
            one
              two
            three""";
        System.out.println("[" + noTrailing + "]");
        String escapes = """
            tab:\there
            quote: \""" inside
            backslash: \\
            joined \
            line
            spaces kept:\s\s
            """;
        System.out.print(escapes.replace("\t", "<TAB>").replace(" \n", "<SP>\n"));
        String fmt = """
            %s has %d items
            """.formatted("box", 3);
        System.out.print(fmt);
        System.out.println("  a\n    b\n".stripIndent().replace("\n", "|"));
        System.out.println("x\\ty".translateEscapes().replace("\t", "<TAB>"));
        var list = new java.util.ArrayList<String>();
        for (var line : json.lines().toList()) {
            list.add(line.strip());
        }
        System.out.println(list);
    }
}
