// weft: expect exit 0
// Covers: java.io.RandomAccessFile on a temporary file (rw: writeInt/writeUTF/write, getFilePointer, length, seek, readInt/readUTF/read, setLength shorter and longer with zeros after the end, delete) and on an existing file read-only (read, length, a write refused with the JDK's IOException), and FileNotFoundException for a missing directory
import java.io.*;
import java.nio.file.*;
public class RandomAccessFiles {
    public static void main(String[] args) throws Exception {
        File f = File.createTempFile("raf", ".bin");
        try (RandomAccessFile r = new RandomAccessFile(f, "rw")) {
            r.writeInt(42); r.writeUTF("hello"); r.write(7);
            System.out.println(r.getFilePointer() + " " + r.length());
            r.seek(0);
            System.out.println(r.readInt() + " " + r.readUTF() + " " + r.read() + " " + r.read());
            r.setLength(2);
            System.out.println(r.length() + " " + r.getFilePointer());
            r.setLength(10);
            r.seek(8);
            System.out.println(r.length() + " " + r.read() + " " + r.read() + " " + r.read());
        }
        try (RandomAccessFile r = new RandomAccessFile(Path.of(System.getProperty("java.home"), "release").toFile(), "r")) {
            System.out.println((char) r.read() + " " + (r.length() > 10));
            try { r.write(1); } catch (IOException e) { System.out.println("read-only: " + e.getClass().getSimpleName() + " " + e.getMessage()); }
        }
        try { new RandomAccessFile("/tmp/no-such-dir-weft/x", "r"); } catch (FileNotFoundException e) { System.out.println(e.getMessage()); }
        System.out.println(f.delete());
    }
}
