// weft: expect exit 0
// Covers: ServiceLoader for a service type of the JDK (the providers its modules declare, then the class path's: none here, and Runnable has none), so ZoneId regions load the time-zone rules (Europe/Paris across a daylight-saving change, America/New_York, zone offsets of a region), ResourceBundle.getBundle with ListResourceBundle classes (fallback to the base bundle, a missing key); CRC32, Adler32 and CRC32C checksums over arrays, single bytes and heap ByteBuffers (the JDK's natives; ZipUtils' library)
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.ServiceLoader;
import java.util.TreeSet;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

public class JdkServicesZonesChecksums {
    public static class Messages extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hi", "Hello"}, {"bye", "Goodbye"}, {"n", 3}};
        }
    }

    public static class Messages_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hi", "Bonjour"}};
        }
    }

    public static void main(String[] args) {
        ZoneId paris = ZoneId.of("Europe/Paris");
        System.out.println(ZonedDateTime.of(2024, 3, 31, 1, 30, 0, 0, paris).plusHours(1));
        System.out.println(ZonedDateTime.of(2024, 10, 27, 2, 30, 0, 0, paris).plusHours(1));
        System.out.println(ZonedDateTime.ofInstant(Instant.ofEpochSecond(0), ZoneId.of("America/New_York")));
        System.out.println(paris.getRules().getOffset(Instant.parse("2024-07-01T00:00:00Z")) + " "
                + paris.getRules().isDaylightSavings(Instant.parse("2024-01-01T00:00:00Z")));
        System.out.println(ServiceLoader.load(Runnable.class).findFirst().isPresent());

        ResourceBundle root = ResourceBundle.getBundle("JdkServicesZonesChecksums$Messages", Locale.ROOT);
        System.out.println(root.getString("hi") + " " + root.getObject("n") + " " + new TreeSet<>(root.keySet()));
        ResourceBundle fr = ResourceBundle.getBundle("JdkServicesZonesChecksums$Messages", Locale.FRENCH);
        System.out.println(fr.getString("hi") + " " + fr.getString("bye") + " " + fr.getLocale());
        try {
            root.getString("nope");
        } catch (MissingResourceException e) {
            System.out.println("missing " + e.getKey());
        }

        byte[] data = "hello, checksums".getBytes();
        CRC32 crc = new CRC32();
        crc.update(data);
        crc.update(7);
        crc.update(data, 2, 5);
        System.out.println(crc.getValue());
        crc.reset();
        crc.update(ByteBuffer.wrap(data));
        System.out.println(crc.getValue());
        Adler32 adler = new Adler32();
        adler.update(data);
        adler.update(300);
        adler.update(ByteBuffer.wrap(data));
        System.out.println(adler.getValue());
        CRC32C crc32c = new CRC32C();
        crc32c.update(data);
        crc32c.update(ByteBuffer.wrap(data, 1, 9));
        System.out.println(crc32c.getValue());
        try {
            crc.update(data, 10, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bounds " + e.getClass().getSimpleName());
        }
    }
}
