// weft: expect exit 0
// Covers: field hiding (fields resolved by static type) vs method overriding (dynamic type), static method hiding, super.field access, static fields accessed through instances, interface constant hiding
public class FieldHiding {
    static class Parent {
        String name = "parent-field";
        static String sname = "parent-static";

        String getName() {
            return name;
        }

        static String sget() {
            return "Parent.sget";
        }
    }

    static class Child extends Parent {
        String name = "child-field";
        static String sname = "child-static";

        @Override
        String getName() {
            return name;
        }

        String both() {
            return name + "/" + super.name + "/" + ((Parent) this).name + "/" + super.getName();
        }

        static String sget() {
            return "Child.sget";
        }
    }

    interface Consts {
        int VALUE = 1;
    }

    static class Impl implements Consts {
        static final int VALUE = 2;

        int get() {
            return VALUE + Consts.VALUE * 10;
        }
    }

    public static void main(String[] args) {
        Child c = new Child();
        Parent p = c;
        System.out.println(p.name);
        System.out.println(c.name);
        System.out.println(p.getName());
        System.out.println(c.getName());
        System.out.println(((Parent) c).name);
        System.out.println(c.both());
        System.out.println(Parent.sname + " " + Child.sname);
        System.out.println(Parent.sget() + " " + Child.sget());
        p.name = "changed-parent";
        System.out.println(c.both());
        System.out.println(new Impl().get());
        Parent pure = new Parent();
        System.out.println(pure.name + " " + pure.getName());
    }
}
