// Checks: type annotations (RuntimeVisibleTypeAnnotations) are outside weft's model of reflection
// (annotated types of members without them are modelled): reading the annotated return type of a
// method whose return type is annotated must end with exit 2, `weft: error:` saying it is
// unsupported, naming type annotations, and giving the position of the user's code:
// TypeAnnotationsReflection.java:18.
import java.lang.annotation.*;

public class TypeAnnotationsReflection {
    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE_USE) @interface NonEmpty { }

    static @NonEmpty String name() { return "x"; }
    static String plain() { return "y"; }

    public static void main(String[] args) throws Exception {
        System.out.println(TypeAnnotationsReflection.class.getDeclaredMethod("plain").getAnnotatedReturnType().getAnnotations().length);
        System.out.println("before");
        java.lang.reflect.Method m = TypeAnnotationsReflection.class.getDeclaredMethod("name");
        System.out.println(m.getAnnotatedReturnType().getAnnotations().length);
    }
}
