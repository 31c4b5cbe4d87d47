// Checks: a class whose superclass is written with a type annotation: reading its annotated
// superclass must end with exit 2, `weft: error:` saying type annotations are unsupported, at
// TypeAnnotatedSuperclass.java:15 (java prints 1; reading it as unannotated would print 0).
import java.lang.annotation.*;

public class TypeAnnotatedSuperclass {
    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE_USE) @interface Marked { }

    static class Base { }

    static class Sub extends @Marked Base { }

    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(Sub.class.getAnnotatedSuperclass().getAnnotations().length);
    }
}
