// weft: expect exit 0
// Covers: reading existing files through java.io (the JDK's own release and logging.properties files, found through java.home): File queries (exists, isFile, isDirectory, length, canRead, list), FileInputStream (read, read(byte[]), skip, available, close and reading after close), BufferedReader over a FileReader, BufferedReader.lines over an InputStreamReader, and FileNotFoundException for a missing file and a directory
import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class FileReads {
    public static void main(String[] args) throws IOException {
        File home = new File(System.getProperty("java.home"));
        File release = new File(home, "release");
        File conf = new File(home, "conf");
        System.out.println("release: exists " + release.exists() + ", file " + release.isFile() + ", directory "
                + release.isDirectory() + ", readable " + release.canRead() + ", length matches "
                + (release.length() > 0));
        System.out.println("conf: exists " + conf.exists() + ", directory " + conf.isDirectory());
        String[] names = conf.list();
        Arrays.sort(names);
        System.out.println("conf has logging.properties: " + Arrays.asList(names).contains("logging.properties"));
        System.out.println("missing: exists " + new File(home, "no-such-file").exists() + ", length "
                + new File(home, "no-such-file").length());

        long total = 0;
        int newlines = 0;
        try (FileInputStream in = new FileInputStream(release)) {
            int available = in.available();
            int first = in.read();
            System.out.println("first byte: " + (char) first + ", available at start matches length: "
                    + (available == release.length()));
            byte[] buf = new byte[7];
            int n;
            total = 1;
            while ((n = in.read(buf, 1, 5)) > 0) {
                total += n;
                for (int i = 1; i <= n; i++) {
                    if (buf[i] == '\n') {
                        newlines++;
                    }
                }
            }
            System.out.println("read to the end: " + (total == release.length()) + ", then " + in.read() + " "
                    + in.read(buf) + " available " + in.available());
        }
        FileInputStream skipping = new FileInputStream(release.getPath());
        System.out.println("skip: " + (skipping.skip(5) == 5) + ", past the end: "
                + skipping.skip(1_000_000) + ", then read " + skipping.read());
        skipping.close();
        try {
            skipping.read();
        } catch (IOException e) {
            System.out.println("after close: " + e.getMessage());
        }

        int lines = 0;
        String javaVersionLine = null;
        try (BufferedReader r = new BufferedReader(new FileReader(release))) {
            String line;
            while ((line = r.readLine()) != null) {
                lines++;
                if (line.startsWith("JAVA_VERSION=")) {
                    javaVersionLine = line;
                }
            }
        }
        System.out.println("lines: " + (lines == newlines) + ", JAVA_VERSION line found: " + (javaVersionLine != null));

        int handlers = 0;
        try (BufferedReader r = new BufferedReader(
                new InputStreamReader(new FileInputStream(new File(conf, "logging.properties")), StandardCharsets.UTF_8))) {
            for (String line : (Iterable<String>) r.lines()::iterator) {
                if (line.startsWith("handlers=")) {
                    handlers++;
                }
            }
        }
        System.out.println("handlers lines in logging.properties: " + handlers);

        try {
            new FileInputStream("no-such-dir/input.txt");
        } catch (FileNotFoundException e) {
            System.out.println("missing file: " + e.getMessage());
        }
        try {
            new FileReader(conf);
        } catch (FileNotFoundException e) {
            System.out.println("directory: " + e.getMessage().endsWith("conf (Is a directory)"));
        }
    }
}
