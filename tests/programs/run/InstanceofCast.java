// weft: expect exit 0
// Covers: instanceof and checkcast against classes, interfaces (including superinterfaces and generic interfaces), arrays and null; pattern-matching instanceof with && guards; ClassCastException caught when casting to unrelated class/interface/array type (exception class only); casts of null always succeed
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

public class InstanceofCast {
    interface Animal {
    }

    interface Pet extends Animal {
        String name();
    }

    static class Dog implements Pet {
        public String name() {
            return "rex";
        }
    }

    static class Robot {
    }

    static String check(String label, Runnable r) {
        try {
            r.run();
            return label + ": ok";
        } catch (ClassCastException e) {
            return label + ": " + e.getClass().getName();
        }
    }

    public static void main(String[] args) {
        Object dog = new Dog();
        Object robot = new Robot();
        Object nul = null;
        System.out.println((dog instanceof Pet) + " " + (dog instanceof Animal) + " " + (robot instanceof Animal) + " " + (nul instanceof Object));
        Object list = new ArrayList<String>();
        System.out.println((list instanceof List<?>) + " " + (list instanceof RandomAccess) + " " + (list instanceof Serializable) + " " + (list instanceof Cloneable));
        Object str = "hello";
        System.out.println((str instanceof CharSequence) + " " + (str instanceof Comparable<?>) + " " + (str instanceof Number));
        System.out.println(check("Pet from dog", () -> {
            Pet p = (Pet) dog;
            p.name();
        }));
        System.out.println(check("Pet from robot", () -> {
            Pet p = (Pet) robot;
        }));
        System.out.println(check("Dog from robot", () -> {
            Dog d = (Dog) robot;
        }));
        System.out.println(check("Integer from String", () -> {
            Integer i = (Integer) str;
        }));
        System.out.println(check("int[] from long[]", () -> {
            Object o = new long[1];
            int[] a = (int[]) o;
        }));
        System.out.println(check("Pet[] from Dog[]", () -> {
            Object o = new Dog[1];
            Pet[] a = (Pet[]) o;
        }));
        System.out.println(check("Dog[] from Pet[]", () -> {
            Object o = new Pet[1];
            Dog[] a = (Dog[]) o;
        }));
        System.out.println(check("null to Robot", () -> {
            Robot r = (Robot) nul;
            if (r != null) {
                throw new IllegalStateException();
            }
        }));
        Object[] things = {"text", 42, 3.5, new Dog(), List.of(1, 2, 3), 'c', null, new int[] {1, 2}};
        for (Object o : things) {
            String d;
            if (o instanceof String s && s.length() > 3) {
                d = "long string " + s.toUpperCase();
            } else if (o instanceof Integer i) {
                d = "int " + (i + 1);
            } else if (o instanceof Number n) {
                d = "number " + n.intValue();
            } else if (o instanceof Pet p) {
                d = "pet " + p.name();
            } else if (o instanceof List<?> l && !l.isEmpty()) {
                d = "list of " + l.size();
            } else if (o instanceof int[] arr) {
                d = "int array " + arr.length;
            } else if (!(o instanceof Character c)) {
                d = "something else: " + o;
            } else {
                d = "char " + c;
            }
            System.out.println(d);
        }
    }
}
