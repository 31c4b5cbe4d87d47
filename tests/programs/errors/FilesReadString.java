// Checks: NIO file I/O is outside weft's model: `java.nio.file.Files.readString` must end with exit 2,
// `weft: error:` saying it is unsupported/not modelled, naming a class or method, and giving the
// position of the user's code: FilesReadString.java:8, where `Files.readString` opens the file.
public class FilesReadString {
    public static void main(String[] args) throws Exception {
        java.nio.file.Path p = java.nio.file.Path.of("weft-no-such-file.txt");
        // Reading the file would come next.
        String s = java.nio.file.Files.readString(p);
        System.out.println(s);
    }
}
