// weft: expect exit 0
// Covers: core reflection on constructors and public members: getDeclaredConstructors, getConstructors, getDeclaredConstructor and getConstructor (NoSuchMethodException), Constructor.newInstance with boxed and widened arguments (InvocationTargetException, IllegalArgumentException, InstantiationException for abstract classes, enums), getMethods (inherited, overridden, interface default methods), getFields and getField (inherited from superclasses and interfaces, NoSuchFieldException), getDeclaredField (NoSuchFieldException)
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ReflectionConstructors {
    interface Named {
        String PREFIX = "named:";

        String name();

        default String describe() {
            return PREFIX + name();
        }
    }

    public static class Account implements Named {
        public static int opened;
        public int balance;
        public final String owner;
        private long secret = 42;

        public Account() {
            this("nobody", 0);
        }

        public Account(String owner, int balance) {
            if (balance < 0) {
                throw new IllegalArgumentException("negative balance " + balance);
            }
            this.owner = owner;
            this.balance = balance;
            opened++;
        }

        Account(String owner, long balance) {
            this(owner, (int) balance);
        }

        private Account(double d) {
            this("double", (int) d);
        }

        public String name() {
            return owner;
        }

        public String toString() {
            return owner + ":" + balance;
        }
    }

    public static class Savings extends Account {
        public double rate = 0.5;

        public Savings(String owner) {
            super(owner, 100);
        }

        @Override
        public String describe() {
            return "savings " + super.describe();
        }
    }

    abstract static class Shape {
        public Shape() {
        }
    }

    enum Color { RED }

    static String params(Constructor<?> c) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : c.getParameterTypes()) {
            sb.append(p.getSimpleName()).append(';');
        }
        return sb.append(')').append(Modifier.toString(c.getModifiers())).toString();
    }

    static void make(String what, Constructor<?> c, Object... args) {
        try {
            System.out.println(what + ": " + c.newInstance(args));
        } catch (InvocationTargetException e) {
            System.out.println(what + ": InvocationTargetException caused by " + e.getCause());
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        List<String> ctors = new ArrayList<>();
        for (Constructor<?> c : Account.class.getDeclaredConstructors()) {
            ctors.add(params(c));
        }
        Collections.sort(ctors);
        System.out.println("declared constructors " + ctors);
        List<String> pub = new ArrayList<>();
        for (Constructor<?> c : Account.class.getConstructors()) {
            pub.add(params(c));
        }
        Collections.sort(pub);
        System.out.println("public constructors " + pub);
        System.out.println("interface constructors " + Named.class.getDeclaredConstructors().length);

        Constructor<Account> two = Account.class.getConstructor(String.class, int.class);
        System.out.println("declaring " + two.getDeclaringClass().getSimpleName() + " name " + two.getName());
        make("two", two, "ann", 5);
        make("two widened", two, "bob", (short) 7);
        make("throws", two, "cy", -1);
        make("wrong count", two, "dee");
        make("wrong type", two, 3, 3);
        make("null for int", two, "eve", null);
        make("nullary", Account.class.getConstructor());
        make("package-private", Account.class.getDeclaredConstructor(String.class, long.class), "fay", 9L);
        Constructor<Account> priv = Account.class.getDeclaredConstructor(double.class);
        make("private", priv, 2.5);
        make("abstract", Shape.class.getConstructor());
        make("enum", Color.class.getDeclaredConstructors()[0], "RED", 0);
        System.out.println("opened " + Account.opened);
        try {
            Account.class.getConstructor(double.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getConstructor of a private constructor: " + e.getMessage());
        }
        try {
            Account.class.getDeclaredConstructor(int.class, String.class);
        } catch (NoSuchMethodException e) {
            System.out.println("no such constructor: " + e.getMessage());
        }
        Savings s = (Savings) Savings.class.getConstructor(String.class).newInstance("gus");
        List<String> methods = new ArrayList<>();
        for (Method m : Savings.class.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                methods.add(m.getDeclaringClass().getSimpleName() + "." + m.getName());
            }
        }
        Collections.sort(methods);
        System.out.println("methods " + methods);
        int objectMethods = 0;
        for (Method m : Savings.class.getMethods()) {
            if (m.getDeclaringClass() == Object.class) {
                objectMethods++;
            }
        }
        System.out.println("public methods of Object seen: " + objectMethods);
        System.out.println("describe " + Savings.class.getMethod("describe").invoke(s));
        System.out.println("name through the interface " + Named.class.getMethod("describe").invoke(new Account("hal", 1)));
        List<String> fields = new ArrayList<>();
        for (Field f : Savings.class.getFields()) {
            fields.add(f.getDeclaringClass().getSimpleName() + "." + f.getName());
        }
        Collections.sort(fields);
        System.out.println("fields " + fields);
        System.out.println("balance " + Savings.class.getField("balance").get(s));
        System.out.println("prefix " + Savings.class.getField("PREFIX").get(null));
        for (String name : new String[] {"secret", "missing"}) {
            try {
                Savings.class.getField(name);
            } catch (NoSuchFieldException e) {
                System.out.println("getField: NoSuchFieldException " + e.getMessage());
            }
        }
        try {
            Account.class.getDeclaredField("rate");
        } catch (NoSuchFieldException e) {
            System.out.println("getDeclaredField: NoSuchFieldException " + e.getMessage());
        }
        Object viaClass = Account.class.newInstance();
        System.out.println("Class.newInstance " + viaClass);
    }
}
