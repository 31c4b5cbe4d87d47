// weft: expect exit 0
// Covers: instance initialization order: superclass constructor first, then field initializers and instance initializer blocks in textual order, then constructor body; this(...) delegation runs initializers once; virtual call from super constructor sees default field values; final field assignment
public class InstanceInitOrder {
    static String log(String s) {
        System.out.println("  " + s);
        return s;
    }

    static class Base {
        String b1 = log("Base.b1 field");

        {
            log("Base instance block");
        }

        Base() {
            log("Base() body");
            hook();
        }

        void hook() {
            log("Base.hook");
        }
    }

    static class Sub extends Base {
        String s1 = log("Sub.s1 field");
        int n = 5;
        final int fin;

        {
            log("Sub instance block 1, n=" + n);
        }

        String s2 = log("Sub.s2 field");

        {
            log("Sub instance block 2");
        }

        Sub() {
            this(99);
            log("Sub() body after this(99)");
        }

        Sub(int f) {
            super();
            fin = f;
            log("Sub(int) body fin=" + fin);
        }

        @Override
        void hook() {
            log("Sub.hook sees n=" + n + " s1=" + s1);
        }
    }

    public static void main(String[] args) {
        System.out.println("new Sub():");
        Sub a = new Sub();
        System.out.println("new Sub(1):");
        Sub b = new Sub(1);
        System.out.println(a.fin + " " + b.fin + " " + a.n);
        System.out.println("new Base():");
        new Base();
    }
}
