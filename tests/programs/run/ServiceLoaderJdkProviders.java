// weft: expect exit 0
// Covers: ServiceLoader.load of a service type of the JDK finds the providers its modules declare (CharsetProvider: jdk.charsets's ExtendedCharsets), in the JDK's order, before any on the class path; a provider made by its no-argument constructor; Charset.forName of a charset only that provider has
import java.nio.charset.Charset;
import java.nio.charset.spi.CharsetProvider;
import java.util.ServiceLoader;

public class ServiceLoaderJdkProviders {
    public static void main(String[] args) {
        System.out.println("before");
        for (CharsetProvider p : ServiceLoader.load(CharsetProvider.class)) {
            System.out.println(p.getClass().getName());
        }
        System.out.println(Charset.forName("IBM437").name() + " " + Charset.isSupported("x-IBM930"));
    }
}
