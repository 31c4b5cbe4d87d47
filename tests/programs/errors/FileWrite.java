// Checks: writing files is outside weft's model (it reads existing files only): `new
// java.io.FileOutputStream("x")` must end with exit 2, `weft: error:` saying it is
// unsupported/not modelled, naming the class or method, and giving the position of the user's
// code (FileWrite.java:10).
public class FileWrite {
    public static void main(String[] args) throws Exception {
        System.out.println("opening");
        java.io.FileOutputStream out;
        // The next line is line 10: the position weft must report.
        out = new java.io.FileOutputStream("/weft-never-written.txt");
        out.write(1);
    }
}
