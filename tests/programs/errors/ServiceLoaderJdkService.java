// Checks: the providers of the JDK's own service types live in the JDK's modules, which weft
// does not model (class-path providers are modelled): `ServiceLoader.load` of a JDK service must
// end with exit 2, `weft: error:` saying it is unsupported, naming ServiceLoader, and giving the
// position of the user's code: ServiceLoaderJdkService.java:11.
import java.nio.charset.spi.CharsetProvider;
import java.util.ServiceLoader;

public class ServiceLoaderJdkService {
    public static void main(String[] args) {
        System.out.println("before");
        for (CharsetProvider p : ServiceLoader.load(CharsetProvider.class)) {
            System.out.println(p);
        }
    }
}
