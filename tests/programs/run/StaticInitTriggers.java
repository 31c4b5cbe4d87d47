// weft: expect exit 0
// Covers: what does and does not trigger class initialization: compile-time constants (static final primitives/strings) do not, interface constants do not, class literals do not, array creation does not, declaring a variable does not; non-constant static final does; interface init by default-method class init; Class.forName does
public class StaticInitTriggers {
    static class Holder {
        static final int CONST = 42;
        static final String SCONST = "constant";
        static final Integer BOXED = box(7);

        static {
            System.out.println("Holder initialized");
        }

        static Integer box(int v) {
            System.out.println("Holder.box(" + v + ")");
            return v;
        }
    }

    interface Iface {
        int IC = 5;
        Object NON_CONST = StaticInitTriggers.log("Iface.NON_CONST initialized");
    }

    static class ImplementsIface implements Iface {
        static {
            System.out.println("ImplementsIface initialized");
        }
    }

    interface WithDefault {
        Object MARK = StaticInitTriggers.log("WithDefault initialized");

        default int d() {
            return 1;
        }
    }

    static class UsesDefault implements WithDefault {
        static {
            System.out.println("UsesDefault initialized");
        }
    }

    static class ArrayElem {
        static {
            System.out.println("ArrayElem initialized");
        }
    }

    static class ByName {
        static {
            System.out.println("ByName initialized");
        }
    }

    static Object log(String s) {
        System.out.println(s);
        return s;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("1: " + Holder.CONST);
        System.out.println("2: " + Holder.SCONST);
        System.out.println("3: " + Holder.class.getName());
        Holder h = null;
        System.out.println("4: " + (h == null));
        System.out.println("5: " + Holder.BOXED);
        System.out.println("6: " + Iface.IC);
        System.out.println("7: " + ImplementsIface.IC);
        new ImplementsIface();
        System.out.println("8: after new ImplementsIface");
        System.out.println("9: " + Iface.NON_CONST);
        new UsesDefault();
        System.out.println("10: after new UsesDefault");
        ArrayElem[] arr = new ArrayElem[3];
        System.out.println("11: array length " + arr.length);
        Class.forName("StaticInitTriggers$ByName");
        System.out.println("12: after forName");
        Class.forName("StaticInitTriggers$ByName");
        System.out.println("13: end");
    }
}
