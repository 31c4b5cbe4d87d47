// weft: expect exit 0
// Covers: reading existing files through java.nio.file (the JDK's own release and conf/logging.properties, found through java.home): Path.of and Paths.get, Files.exists/notExists/isRegularFile/isDirectory/isReadable/size, readAllLines, readString, readAllBytes, newBufferedReader, newInputStream, lines, list over a directory, readAttributes, FileChannel.open with size and positional reads, and the exceptions for a missing file (NoSuchFileException) and for reading a directory
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Stream;

public class NioFileReads {
    public static void main(String[] args) throws IOException {
        Path home = Path.of(System.getProperty("java.home"));
        Path release = home.resolve("release");
        Path conf = Paths.get(System.getProperty("java.home"), "conf");
        Path logging = conf.resolve("logging.properties");
        System.out.println("release: exists " + Files.exists(release) + ", notExists " + Files.notExists(release)
                + ", file " + Files.isRegularFile(release) + ", directory " + Files.isDirectory(release)
                + ", readable " + Files.isReadable(release));
        System.out.println("conf: directory " + Files.isDirectory(conf) + ", missing exists "
                + Files.exists(home.resolve("no-such-file")));

        List<String> lines = Files.readAllLines(release);
        String text = Files.readString(release);
        byte[] bytes = Files.readAllBytes(release);
        long size = Files.size(release);
        System.out.println("sizes agree: " + (bytes.length == size) + " " + (text.length() == size));
        System.out.println("lines agree: " + (lines.size() == text.split("\n").length) + ", JAVA_VERSION line: "
                + lines.stream().anyMatch(l -> l.startsWith("JAVA_VERSION=")));

        int handlers = 0;
        try (BufferedReader r = Files.newBufferedReader(logging)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("handlers=")) {
                    handlers++;
                }
            }
        }
        long levels;
        try (Stream<String> s = Files.lines(logging, StandardCharsets.UTF_8)) {
            levels = s.filter(l -> l.startsWith(".level=")).count();
        }
        System.out.println("handlers lines: " + handlers + ", .level lines: " + levels);

        try (InputStream in = Files.newInputStream(release)) {
            byte[] first = in.readNBytes(4);
            System.out.println("first bytes: " + new String(first, StandardCharsets.US_ASCII)
                    + ", rest available: " + (in.readAllBytes().length == size - 4));
        }

        try (Stream<Path> entries = Files.list(conf)) {
            System.out.println("conf lists logging.properties: "
                    + entries.anyMatch(p -> p.getFileName().toString().equals("logging.properties")));
        }
        BasicFileAttributes attributes = Files.readAttributes(release, BasicFileAttributes.class);
        System.out.println("attributes: file " + attributes.isRegularFile() + ", size agrees "
                + (attributes.size() == size));

        try (FileChannel channel = FileChannel.open(release, StandardOpenOption.READ)) {
            ByteBuffer buffer = ByteBuffer.allocate(8);
            int n = channel.read(buffer, 5);
            System.out.println("positional read: " + n + " bytes, matches " + (buffer.get(0) == bytes[5])
                    + ", position still " + channel.position() + ", size agrees " + (channel.size() == size));
            buffer.clear();
            channel.position(size - 2);
            System.out.println("read near the end: " + channel.read(buffer) + ", then " + channel.read(buffer));
        }

        try {
            Files.readAllLines(Path.of("no-such-dir", "input.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("missing file: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            Files.readString(conf);
        } catch (IOException e) {
            System.out.println("directory: " + e.getMessage());
        }
    }
}
