// weft: expect exit 0
// Covers: runtime-visible parameter annotations by reflection: Method.getParameterAnnotations (annotated and unannotated parameters, element values and defaults, an enum element), Parameter.getName (arg0, ...: no MethodParameters without javac -parameters)/getAnnotation/getAnnotations/isAnnotationPresent, Constructor.getParameterAnnotations of a static nested class and of an inner class (whose synthetic outer parameter has none), class-retention annotations invisible, and a method without parameters
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.Arrays;

public class ReflectionParameterAnnotations {
    enum Mode { STRICT, LENIENT }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.PARAMETER)
    @interface Named {
        String value();
        int order() default 0;
        Mode mode() default Mode.STRICT;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.PARAMETER)
    @interface NotNull {}

    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.PARAMETER)
    @interface Invisible {}

    static void configure(@Named("host") @NotNull String host, int port, @Named(value = "mode", order = 2, mode = Mode.LENIENT) @Invisible String mode) {}

    static void nothing() {}

    static class Service {
        Service(@Named("id") int id, @NotNull Object payload) {}
    }

    class Inner {
        Inner(@Named("inner") String name) {}
    }

    public static void main(String[] args) throws Exception {
        Method configure = ReflectionParameterAnnotations.class.getDeclaredMethod("configure", String.class, int.class, String.class);
        Annotation2DPrinter.print("configure", configure.getParameterAnnotations());
        for (Parameter p : configure.getParameters()) {
            Named named = p.getAnnotation(Named.class);
            System.out.println(p.getName() + " " + p.getType().getSimpleName() + ": named " + (named == null ? "-" : named.value() + "/" + named.order() + "/" + named.mode())
                    + ", not null " + p.isAnnotationPresent(NotNull.class) + ", count " + p.getAnnotations().length);
        }
        System.out.println("nothing: " + ReflectionParameterAnnotations.class.getDeclaredMethod("nothing").getParameterAnnotations().length);
        Constructor<Service> service = Service.class.getDeclaredConstructor(int.class, Object.class);
        Annotation2DPrinter.print("Service", service.getParameterAnnotations());
        Constructor<Inner> inner = Inner.class.getDeclaredConstructor(ReflectionParameterAnnotations.class, String.class);
        Annotation2DPrinter.print("Inner", inner.getParameterAnnotations());
    }

    static class Annotation2DPrinter {
        static void print(String what, java.lang.annotation.Annotation[][] all) {
            StringBuilder sb = new StringBuilder(what + ":");
            for (java.lang.annotation.Annotation[] row : all) {
                String[] names = Arrays.stream(row).map(a -> a.annotationType().getSimpleName()).toArray(String[]::new);
                sb.append(" ").append(Arrays.toString(names));
            }
            System.out.println(sb);
        }
    }
}
