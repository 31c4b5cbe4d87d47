// Checks: file I/O is outside weft's model: `new java.io.FileInputStream("x")` must end with exit 2,
// `weft: error:` saying it is unsupported/not modelled, naming the class or method, and giving the
// position of the user's code (FileRead.java:9).
public class FileRead {
    public static void main(String[] args) throws Exception {
        System.out.println("opening");
        java.io.FileInputStream in;
        // The next line is line 9: the position weft must report.
        in = new java.io.FileInputStream("weft-no-such-file.txt");
        System.out.println("read " + in.read());
    }
}
