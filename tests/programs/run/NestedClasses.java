// weft: expect exit 0
// Covers: static nested classes, inner classes with Outer.this and outer field access, inner class instantiation via outer.new Inner(), anonymous classes capturing locals and fields, local classes capturing effectively final variables, nested class access to outer private members, getClass().getName() of nested/inner/anonymous/local classes
public class NestedClasses {
    private int counter = 10;
    private static String staticTag = "tag";

    static class StaticNested {
        int twice(int x) {
            return 2 * x;
        }

        String tag() {
            return staticTag;
        }
    }

    class Inner {
        int counter = 1;

        int sum() {
            return counter + NestedClasses.this.counter;
        }

        void bump() {
            NestedClasses.this.counter++;
        }

        class Deeper {
            int all() {
                return counter + NestedClasses.this.counter + 1000;
            }
        }
    }

    interface Op {
        int apply(int x);
    }

    Op makeAdder(int delta) {
        return new Op() {
            @Override
            public int apply(int x) {
                return x + delta + counter;
            }
        };
    }

    static Op makeLocal(int base) {
        class Multiplier implements Op {
            final int factor;

            Multiplier(int factor) {
                this.factor = factor;
            }

            @Override
            public int apply(int x) {
                return x * factor + base;
            }

            @Override
            public String toString() {
                return "Multiplier(" + factor + "," + base + ")";
            }
        }
        return new Multiplier(3);
    }

    private int privateMethod() {
        return 42;
    }

    static class Accessor {
        int read(NestedClasses o) {
            return o.counter + o.privateMethod();
        }
    }

    public static void main(String[] args) {
        System.out.println(new StaticNested().twice(21) + " " + new StaticNested().tag());
        NestedClasses outer = new NestedClasses();
        NestedClasses.Inner inner = outer.new Inner();
        System.out.println(inner.sum());
        inner.bump();
        inner.bump();
        System.out.println(outer.counter + " " + inner.sum());
        NestedClasses.Inner.Deeper deeper = inner.new Deeper();
        System.out.println(deeper.all());
        Op adder = outer.makeAdder(5);
        System.out.println(adder.apply(1));
        outer.counter = 0;
        System.out.println(adder.apply(1));
        Op local = makeLocal(7);
        System.out.println(local.apply(2) + " " + local);
        System.out.println(new Accessor().read(outer));
        System.out.println(StaticNested.class.getName() + " " + Inner.class.getName() + " " + Inner.Deeper.class.getName());
        System.out.println(adder.getClass().getName() + " " + local.getClass().getName());
        Runnable r = new Runnable() {
            int runs = 0;

            @Override
            public void run() {
                runs++;
                System.out.println("anon run " + runs);
            }
        };
        r.run();
        r.run();
        NestedClasses second = new NestedClasses();
        Inner i2 = second.new Inner();
        i2.bump();
        System.out.println(second.counter + " " + outer.counter);
    }
}
