// weft: expect exit 0
// Covers: the application class loader of application classes (null for JDK classes and primitives), ClassLoader.getSystemClassLoader, loadClass, and class-path resources through Class.getResource/getResourceAsStream (relative and absolute names) and ClassLoader.getResource/getResourceAsStream/getSystemResourceAsStream, missing resources giving null
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

public class ClassLoaderResources {
    static class Nested {
    }

    static String head(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        try (in) {
            byte[] b = in.readAllBytes();
            return String.format("%02X%02X%02X%02X (%s bytes)", b[0], b[1], b[2], b[3], b.length > 100 ? "many" : "few");
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaderResources.class.getClassLoader();
        System.out.println("app loader present: " + (app != null));
        System.out.println("same for nested class: " + (Nested.class.getClassLoader() == app));
        System.out.println("system loader is it: " + (ClassLoader.getSystemClassLoader() == app));
        System.out.println("array of app class: " + (Nested[].class.getClassLoader() == app));
        System.out.println("String: " + String.class.getClassLoader());
        System.out.println("int: " + int.class.getClassLoader());
        System.out.println("int[]: " + int[].class.getClassLoader());
        System.out.println("loader name: " + app.getName());
        System.out.println("loadClass: " + (app.loadClass("ClassLoaderResources$Nested") == Nested.class));
        System.out.println("loadClass JDK: " + app.loadClass("java.util.ArrayList").getName());
        try {
            app.loadClass("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("missing class: " + e.getMessage());
        }

        System.out.println("relative: " + head(ClassLoaderResources.class.getResourceAsStream("ClassLoaderResources.class")));
        System.out.println("absolute: " + head(ClassLoaderResources.class.getResourceAsStream("/ClassLoaderResources$Nested.class")));
        System.out.println("loader: " + head(app.getResourceAsStream("ClassLoaderResources.class")));
        System.out.println("system: " + head(ClassLoader.getSystemResourceAsStream("ClassLoaderResources.class")));
        System.out.println("missing: " + head(ClassLoaderResources.class.getResourceAsStream("no-such-resource.txt")));
        System.out.println("loader with slash: " + app.getResource("/ClassLoaderResources.class"));

        URL url = ClassLoaderResources.class.getResource("ClassLoaderResources.class");
        System.out.println("url protocol: " + url.getProtocol());
        System.out.println("url names the file: " + url.getPath().endsWith("/ClassLoaderResources.class"));
        System.out.println("missing url: " + ClassLoaderResources.class.getResource("missing.properties"));
    }
}
