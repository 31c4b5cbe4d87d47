// Covers: relative file names resolve against the working directory, also when that lies under
// the temporary directory (weft's model of java.io.tmpdir): an input file is read through
// java.io and java.nio, and a missing one is named in FileNotFoundException and
// NoSuchFileException as the program gave it, as the JVM does. (cli.rs runs it from a
// directory under the temporary directory and compares with java.)
import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

public class RelativeFiles {
    public static void main(String[] args) throws IOException {
        try (BufferedReader r = new BufferedReader(new FileReader("input.txt"))) {
            System.out.println("java.io: " + r.readLine());
        }
        System.out.println("java.nio: " + Files.readString(Path.of("input.txt")).trim());
        try {
            new FileReader("missing.txt").close();
        } catch (FileNotFoundException e) {
            System.out.println("FileReader: " + e.getMessage());
        }
        try {
            new RandomAccessFile("missing.txt", "r").close();
        } catch (FileNotFoundException e) {
            System.out.println("RandomAccessFile: " + e.getMessage());
        }
        try {
            Files.readString(Path.of("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("Files.readString: " + e.getMessage());
        }
    }
}
