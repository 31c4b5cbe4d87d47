// Checks: writing files outside the temporary directory is outside weft's model (it reads existing
// files and writes only under java.io.tmpdir): `Files.writeString` to a file in the root
// directory must end with exit 2, `weft: error:` saying it is unsupported/not modelled, naming a
// class or method, and giving the position of the user's code: FilesWriteOutsideTemp.java:10.
public class FilesWriteOutsideTemp {
    public static void main(String[] args) throws Exception {
        java.nio.file.Path p = java.nio.file.Path.of("/weft-never-written.txt");
        System.out.println("writing");
        // The next line is line 10: the position weft must report.
        java.nio.file.Files.writeString(p, "never");
    }
}
