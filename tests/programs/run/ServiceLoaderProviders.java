// weft: expect exit 0
// Covers: java.util.ServiceLoader over the class path's META-INF/services (tests/programs/run/resources): load with and without a loader, iteration in file order with comments, blank lines and a duplicate skipped, the providers cached across iterations and made anew after reload, stream() with Provider.type and get, findFirst, a service without providers, and the ServiceConfigurationError of a provider class that is missing, one that is not a subtype, and one whose constructor throws
import java.util.*;
import java.util.stream.*;
public class ServiceLoaderProviders {
    public interface Greeter { String greet(String who); }
    public interface Unused { }
    public interface Broken { }
    public interface Mistyped { }
    public interface Failing { }
    static int made;
    public static class English implements Greeter {
        public English() { made++; }
        public String greet(String who) { return "Hello, " + who; }
    }
    public static class French implements Greeter {
        public French() { made++; }
        public String greet(String who) { return "Bonjour, " + who; }
    }
    public static class Thrower implements Failing {
        public Thrower() { throw new IllegalStateException("no provider today"); }
    }
    public static void main(String[] args) {
        ServiceLoader<Greeter> loader = ServiceLoader.load(Greeter.class);
        System.out.println(loader);
        for (Greeter g : loader) System.out.println(g.greet("world") + " (" + g.getClass().getSimpleName() + ")");
        for (Greeter g : loader) System.out.println("again " + g.getClass().getSimpleName());
        System.out.println("made " + made);
        loader.reload();
        System.out.println(loader.findFirst().map(g -> g.greet("first")).orElse("none") + ", made " + made);
        System.out.println(loader.stream().map(p -> p.type().getSimpleName()).collect(Collectors.toList()));
        System.out.println(loader.stream().map(ServiceLoader.Provider::get).map(g -> g.greet("stream")).collect(Collectors.joining("; ")));
        ServiceLoader<Greeter> withLoader = ServiceLoader.load(Greeter.class, ServiceLoaderProviders.class.getClassLoader());
        System.out.println(withLoader.iterator().next().greet("loader"));
        System.out.println("unused: " + ServiceLoader.load(Unused.class).findFirst().isPresent() + " " + ServiceLoader.load(Unused.class).stream().count());
        for (Class<?> c : List.of(Broken.class, Mistyped.class, Failing.class)) {
            try {
                for (Object o : ServiceLoader.load(c)) System.out.println("got " + o);
            } catch (ServiceConfigurationError e) {
                System.out.println(e.getMessage() + (e.getCause() == null ? "" : " / cause: " + e.getCause()));
            }
        }
    }
}
