// weft: expect exit 0
// Covers: core reflection on methods: Class.forName, getDeclaredMethods, getDeclaredMethod and getMethod (inherited, from an interface, NoSuchMethodException), Method.invoke on static, instance, overriding and private methods with boxed, widened and reference arguments and results, and the exceptions it throws (InvocationTargetException wrapping the target's, IllegalArgumentException for wrong arguments or receivers, NullPointerException for a null receiver)
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ReflectionMethods {
    interface Greeter {
        String greet(String who);
    }

    static class Base implements Greeter {
        int counter;

        public String greet(String who) {
            return "hello " + who;
        }

        public int add(int a, long b) {
            counter++;
            return (int) (a + b);
        }

        private String secret() {
            return "base secret";
        }
    }

    static class Derived extends Base {
        @Override
        public String greet(String who) {
            return "hi " + who;
        }

        public static double half(double x) {
            return x / 2;
        }

        public static void fail(String why) {
            throw new IllegalStateException(why);
        }

        public boolean flag() {
            return true;
        }

        public char letter() {
            return 'q';
        }
    }

    static void attempt(String what, Method m, Object target, Object... args) {
        try {
            System.out.println(what + ": " + m.invoke(target, args));
        } catch (InvocationTargetException e) {
            System.out.println(what + ": InvocationTargetException caused by " + e.getCause());
        } catch (IllegalArgumentException | NullPointerException | IllegalAccessException e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("ReflectionMethods$Derived");
        List<String> names = new ArrayList<>();
        for (Method m : c.getDeclaredMethods()) {
            names.add(m.getName() + "/" + m.getParameterCount() + "/" + m.getReturnType().getName()
                    + (Modifier.isStatic(m.getModifiers()) ? "/static" : ""));
        }
        Collections.sort(names);
        System.out.println("declared: " + names);

        Derived d = new Derived();
        Method greet = Base.class.getMethod("greet", String.class);
        System.out.println("greet declared in " + greet.getDeclaringClass().getSimpleName());
        attempt("greet (overridden)", greet, d, "ann");
        attempt("greet on Base", greet, new Base(), "bob");
        Method fromInterface = Greeter.class.getMethod("greet", String.class);
        attempt("greet through the interface", fromInterface, d, "cy");
        Method add = c.getMethod("add", int.class, long.class);
        attempt("add (inherited)", add, d, 2, 40L);
        attempt("add (widened)", add, d, (short) 3, 4);
        System.out.println("counter " + d.counter);
        Method half = c.getDeclaredMethod("half", double.class);
        attempt("half (static)", half, null, 5.0);
        attempt("half (int widened)", half, null, 7);
        attempt("flag", c.getMethod("flag"), d);
        attempt("letter", c.getMethod("letter"), d);
        Method secret = Base.class.getDeclaredMethod("secret");
        attempt("private", secret, d);
        attempt("target throws", c.getMethod("fail", String.class), null, "on purpose");
        attempt("wrong count", add, d, 1);
        attempt("wrong type", add, d, "x", 1L);
        attempt("null for int", add, d, null, 1L);
        attempt("narrowing", add, d, 1L, 1L);
        attempt("wrong receiver", add, "not a Base", 1, 1L);
        attempt("null receiver", add, null, 1, 1L);
        try {
            c.getMethod("secret");
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod of a private method: " + e.getMessage());
        }
        try {
            c.getDeclaredMethod("add", int.class, int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("no such method: " + e.getMessage());
        }
        try {
            Class.forName("no.such.Type");
        } catch (ClassNotFoundException e) {
            System.out.println("no such class: " + e.getMessage());
        }
    }
}
