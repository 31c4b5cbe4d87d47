// weft: expect exit 0
// Covers: writing and reading back files under the temporary directory: Files.createTempFile/createTempDirectory, writeString, write (bytes and lines, APPEND), newBufferedWriter, readAllLines, size, list, move, copy (REPLACE_EXISTING and FileAlreadyExistsException), delete/deleteIfExists (DirectoryNotEmptyException, NoSuchFileException), createDirectory, a FileChannel written at positions and truncated, CREATE_NEW, and java.io on the same files (FileWriter, FileOutputStream append, FileReader, File.exists/length/list/delete/renameTo/mkdir/createNewFile, File.createTempFile and deleteOnExit), Files.createDirectories, Files.walk and a Scanner over a Path
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioTempFiles {
    public static void main(String[] args) throws IOException {
        Path file = Files.createTempFile("weft-", ".txt");
        System.out.println("temp file: exists " + Files.exists(file) + ", size " + Files.size(file) + ", name ok "
                + (file.getFileName().toString().startsWith("weft-") && file.toString().endsWith(".txt")));
        Files.writeString(file, "one\ntwo\n");
        Files.write(file, List.of("three", "four"), StandardOpenOption.APPEND);
        System.out.println(Files.readAllLines(file) + " size " + Files.size(file));
        Files.write(file, "replaced".getBytes(StandardCharsets.UTF_8));
        System.out.println(Files.readString(file));

        Path dir = Files.createTempDirectory("weft-dir");
        Path a = dir.resolve("a.txt");
        try (BufferedWriter w = Files.newBufferedWriter(a)) {
            for (int i = 0; i < 3; i++) {
                w.write("line " + i);
                w.newLine();
            }
        }
        Files.createDirectory(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub").resolve("deep.txt"), "deep");
        System.out.println("a: " + Files.readAllLines(a));
        System.out.println("listing: " + list(dir));

        Files.copy(a, dir.resolve("b.txt"));
        try {
            Files.copy(a, dir.resolve("b.txt"));
        } catch (FileAlreadyExistsException e) {
            System.out.println("copy again: " + e.getClass().getSimpleName());
        }
        Files.writeString(dir.resolve("c.txt"), "c");
        Files.copy(dir.resolve("c.txt"), dir.resolve("b.txt"), StandardCopyOption.REPLACE_EXISTING);
        Files.move(a, dir.resolve("moved.txt"));
        System.out.println("after copy and move: " + list(dir) + ", b = " + Files.readString(dir.resolve("b.txt")));
        try {
            Files.readString(a);
        } catch (NoSuchFileException e) {
            System.out.println("moved away: " + e.getClass().getSimpleName());
        }

        Path chan = dir.resolve("channel.bin");
        try (FileChannel c = FileChannel.open(chan, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            c.write(ByteBuffer.wrap("hello world".getBytes(StandardCharsets.US_ASCII)));
            c.write(ByteBuffer.wrap("W".getBytes(StandardCharsets.US_ASCII)), 6);
            c.truncate(9);
            ByteBuffer back = ByteBuffer.allocate(20);
            int n = c.read(back, 0);
            System.out.println("channel: " + new String(back.array(), 0, n, StandardCharsets.US_ASCII) + " size "
                    + c.size() + " position " + c.position());
        }
        try {
            Files.newByteChannel(chan, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            System.out.println("create new again: " + e.getClass().getSimpleName());
        }

        File io = dir.resolve("io.txt").toFile();
        try (PrintWriter w = new PrintWriter(new FileWriter(io))) {
            w.println("from java.io");
        }
        try (FileOutputStream out = new FileOutputStream(io, true)) {
            out.write('!');
            out.write("\nappended\n".getBytes(StandardCharsets.US_ASCII));
        }
        try (BufferedReader r = new BufferedReader(new FileReader(io))) {
            System.out.println("java.io: " + r.lines().collect(Collectors.joining("|")));
        }
        File renamed = new File(io.getParentFile(), "io-renamed.txt");
        File made = new File(dir.toFile(), "made");
        File fresh = new File(made, "fresh.txt");
        System.out.println("java.io: exists " + io.exists() + ", length " + io.length() + ", renamed "
                + io.renameTo(renamed) + ", old exists " + io.exists() + ", mkdir " + made.mkdir() + ", createNewFile "
                + fresh.createNewFile() + " then " + fresh.createNewFile() + ", list " + Arrays.toString(sorted(made.list())));
        System.out.println("nio sees java.io's file: " + Files.readString(renamed.toPath()).length());

        try {
            Files.delete(dir);
        } catch (DirectoryNotEmptyException e) {
            System.out.println("delete non-empty: " + e.getClass().getSimpleName());
        }
        System.out.println("java.io delete of a non-empty directory: " + made.delete());
        deleteTree(dir);
        Files.delete(file);
        System.out.println("deleted: " + Files.exists(dir) + " " + Files.exists(file) + ", deleteIfExists again "
                + Files.deleteIfExists(file));
        try {
            Files.delete(file);
        } catch (NoSuchFileException e) {
            System.out.println("delete again: " + e.getClass().getSimpleName());
        }

        Path tree = Files.createTempDirectory("weft-tree");
        Files.createDirectories(tree.resolve("x/y"));
        Files.writeString(tree.resolve("x/y/numbers.txt"), "1 2 3");
        try (Stream<Path> s = Files.walk(tree)) {
            System.out.println("walk: " + s.map(p -> tree.relativize(p).toString()).sorted().collect(Collectors.toList()));
        }
        int total = 0;
        try (Scanner scanner = new Scanner(tree.resolve("x/y/numbers.txt"))) {
            while (scanner.hasNextInt()) {
                total += scanner.nextInt();
            }
        }
        System.out.println("scanner total: " + total);
        deleteTree(tree);
        File ioTemp = File.createTempFile("weft", null);
        ioTemp.deleteOnExit();
        try (FileWriter w = new FileWriter(ioTemp)) {
            w.write("java.io temp");
        }
        System.out.println("File.createTempFile: " + ioTemp.getName().endsWith(".tmp") + " "
                + Files.readString(ioTemp.toPath()));
        try {
            File.createTempFile("ab", ".txt");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }

    static List<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName() + (Files.isDirectory(p) ? "/" : "")).sorted().collect(Collectors.toList());
        }
    }

    static String[] sorted(String[] names) {
        Arrays.sort(names);
        return names;
    }

    static void deleteTree(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            try (Stream<Path> s = Files.list(p)) {
                for (Path child : s.collect(Collectors.toList())) {
                    deleteTree(child);
                }
            }
        }
        Files.delete(p);
    }
}
