// weft: expect exit 0
// Covers: runtime-visible annotations through core reflection: isAnnotationPresent, getAnnotation, getDeclaredAnnotation(s) and getAnnotations on classes (@Inherited from a superclass), methods, constructors and fields; element values of primitive, String, enum, Class, nested annotation and array types, defaults, Method.getDefaultValue; annotationType, equals and hashCode between annotation objects, toString; class-retention annotations are not visible; a JUnit-style runner that finds and invokes @Test methods
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class ReflectionAnnotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @interface Test {
        String name() default "";
        int timeout() default 0;
        Class<? extends Throwable> expected() default None.class;
    }

    static final class None extends Throwable {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tag {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Config {
        int threads() default 2;
        long budget() default 10L;
        double ratio() default 0.5;
        boolean strict() default false;
        char mark() default 'x';
        byte small() default 1;
        short medium() default 2;
        float rate() default 1.5f;
        Level level() default Level.MEDIUM;
        String[] names() default {"a", "b"};
        int[] sizes() default {};
        Class<?>[] types() default {String.class, int[].class};
        Tag tag() default @Tag("default-tag");
    }

    @interface NotAtRuntime {
    }

    @Config(threads = 4, level = Level.HIGH, names = {"x"}, sizes = {3, 1, 2}, tag = @Tag("given"))
    @Tag("suite")
    @NotAtRuntime
    static class Suite {
        @Tag("counter field")
        int counter;

        String plain;

        @Tag("constructor")
        Suite() {
        }

        @Test(name = "adds")
        public void add() {
            counter += 2;
            if (counter != 2) {
                throw new AssertionError("counter " + counter);
            }
        }

        @Test(expected = IllegalStateException.class)
        public void throwsExpected() {
            throw new IllegalStateException("expected");
        }

        @Test(timeout = 100)
        public void fails() {
            throw new AssertionError("deliberate failure");
        }

        public void helper() {
        }
    }

    static class SubSuite extends Suite {
    }

    @Config
    static class Defaults {
    }

    static String describe(Config c) {
        return "threads=" + c.threads() + " budget=" + c.budget() + " ratio=" + c.ratio() + " strict=" + c.strict()
                + " mark=" + c.mark() + " small=" + c.small() + " medium=" + c.medium() + " rate=" + c.rate()
                + " level=" + c.level() + " names=" + Arrays.toString(c.names()) + " sizes="
                + Arrays.toString(c.sizes()) + " types=" + Arrays.toString(c.types()) + " tag=" + c.tag().value();
    }

    public static void main(String[] args) throws Exception {
        Class<?> suite = Suite.class;
        System.out.println("Config present " + suite.isAnnotationPresent(Config.class) + ", Test present "
                + suite.isAnnotationPresent(Test.class) + ", class-retention present "
                + suite.isAnnotationPresent(NotAtRuntime.class));
        System.out.println("Suite " + describe(suite.getAnnotation(Config.class)));
        System.out.println("Defaults " + describe(Defaults.class.getAnnotation(Config.class)));
        System.out.println("tag " + suite.getAnnotation(Tag.class) + " type " + suite.getAnnotation(Tag.class).annotationType().getSimpleName());
        System.out.println("toString " + suite.getAnnotation(Config.class) + " " + Defaults.class.getAnnotation(Config.class));
        System.out.println("declared on Suite " + suite.getDeclaredAnnotations().length);
        System.out.println("SubSuite inherits Config " + (SubSuite.class.getAnnotation(Config.class) != null)
                + ", Tag " + (SubSuite.class.getAnnotation(Tag.class) != null) + ", declared "
                + SubSuite.class.getDeclaredAnnotations().length + ", all " + SubSuite.class.getAnnotations().length);
        Config a = suite.getAnnotation(Config.class);
        Config b = SubSuite.class.getAnnotation(Config.class);
        Config d = Defaults.class.getAnnotation(Config.class);
        System.out.println("equal " + a.equals(b) + " " + a.equals(d) + " hash equal " + (a.hashCode() == b.hashCode()));
        Tag t1 = suite.getAnnotation(Tag.class);
        Tag t2 = Suite.class.getDeclaredField("counter").getAnnotation(Tag.class);
        System.out.println("tags equal " + t1.equals(t2) + " " + t1.equals(suite.getAnnotation(Tag.class)));
        System.out.println("field tag " + t2.value() + ", plain field annotations "
                + Suite.class.getDeclaredField("plain").getDeclaredAnnotations().length);
        Constructor<?> ctor = Suite.class.getDeclaredConstructor();
        System.out.println("constructor tag " + ctor.getAnnotation(Tag.class).value());
        System.out.println("default of timeout " + Test.class.getMethod("timeout").getDefaultValue()
                + ", of level " + Config.class.getMethod("level").getDefaultValue()
                + ", of value " + Tag.class.getMethod("value").getDefaultValue());

        List<Method> tests = new ArrayList<>();
        for (Method m : suite.getDeclaredMethods()) {
            if (m.isAnnotationPresent(Test.class)) {
                tests.add(m);
            }
        }
        tests.sort((x, y) -> x.getName().compareTo(y.getName()));
        int passed = 0;
        for (Method m : tests) {
            Test test = m.getAnnotation(Test.class);
            Object instance = suite.getDeclaredConstructor().newInstance();
            String label = test.name().isEmpty() ? m.getName() : test.name();
            try {
                m.invoke(instance);
                System.out.println(label + ": passed (timeout " + test.timeout() + ")");
                passed++;
            } catch (InvocationTargetException e) {
                if (test.expected().isInstance(e.getCause())) {
                    System.out.println(label + ": passed, threw " + test.expected().getSimpleName());
                    passed++;
                } else {
                    System.out.println(label + ": FAILED " + e.getCause());
                }
            }
        }
        System.out.println(passed + " of " + tests.size() + " passed; helper annotated "
                + suite.getMethod("helper").getDeclaredAnnotations().length);
    }
}
