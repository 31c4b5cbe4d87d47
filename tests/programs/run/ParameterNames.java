// weft: expect exit 0
// weft: javac -parameters
// Covers: parameter names through reflection from the MethodParameters attribute (compiled with -parameters): Parameter.getName, isNamePresent, isImplicit/isSynthetic, getModifiers (final, mandated), toString, of static and instance methods, constructors (an inner class's outer instance, a record's canonical constructor), an enum's valueOf, varargs and annotated parameters; and argN for the JDK's methods, compiled without the attribute
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;
public class ParameterNames {
    @Retention(RetentionPolicy.RUNTIME) @interface Tag { String value(); }
    enum Color { RED }
    record Point(int x, int y) { }
    class Inner { Inner(String label) { } }
    static int area(int width, final int height) { return width * height; }
    String describe(@Tag("who") String subject, long... counts) { return subject + counts.length; }
    static void show(Executable e) {
        StringBuilder sb = new StringBuilder(e.getName()).append(':');
        for (Parameter p : e.getParameters()) {
            sb.append(' ').append(p.getName()).append('[').append(p.isNamePresent() ? "named" : "unnamed");
            if (p.isImplicit()) sb.append(",implicit");
            if (p.isSynthetic()) sb.append(",synthetic");
            if (p.isVarArgs()) sb.append(",varargs");
            sb.append(",mods=").append(p.getModifiers());
            Tag t = p.getAnnotation(Tag.class);
            if (t != null) sb.append(",tag=").append(t.value());
            sb.append(']');
        }
        System.out.println(sb);
    }
    public static void main(String[] args) throws Exception {
        show(ParameterNames.class.getDeclaredMethod("area", int.class, int.class));
        show(ParameterNames.class.getDeclaredMethod("describe", String.class, long[].class));
        show(ParameterNames.class.getDeclaredMethod("main", String[].class));
        show(Point.class.getDeclaredConstructor(int.class, int.class));
        show(Inner.class.getDeclaredConstructor(ParameterNames.class, String.class));
        show(Color.class.getDeclaredMethod("valueOf", String.class));
        show(String.class.getMethod("indexOf", String.class, int.class));
        show(HashMap.class.getConstructor(int.class, float.class));
        for (Parameter p : ParameterNames.class.getDeclaredMethod("area", int.class, int.class).getParameters()) {
            System.out.println(p + " / " + p.getType() + " / " + p.getDeclaringExecutable().getName());
        }
        System.out.println(ParameterNames.class.getDeclaredMethod("describe", String.class, long[].class).getParameters()[1]);
    }
}
