// weft: expect exit 0
// Covers: generic classes and methods, bridge methods (Comparable<T>.compareTo, overriding generic method with concrete type, covariant return bridges) invoked through raw/erased types, bounded type parameters, wildcards, generic arrays via Object[], heap pollution ClassCastException at use site
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class GenericsBridge {
    static class Box<T> {
        private T value;

        Box(T value) {
            this.value = value;
        }

        T get() {
            return value;
        }

        void set(T value) {
            this.value = value;
        }
    }

    static class IntBox extends Box<Integer> {
        IntBox(int v) {
            super(v);
        }

        @Override
        Integer get() {
            return super.get() * 100;
        }

        @Override
        void set(Integer value) {
            System.out.println("IntBox.set(" + value + ")");
            super.set(value + 1);
        }
    }

    static class Version implements Comparable<Version> {
        final int major, minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        @Override
        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return major + "." + minor;
        }
    }

    interface Transformer<A, B> {
        B transform(A a);
    }

    static class Lengths implements Transformer<String, Integer> {
        public Integer transform(String s) {
            return s.length();
        }
    }

    static <T extends Comparable<? super T>> T maxOf(List<? extends T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) {
            sink.add(i);
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T[] makeArray(int n) {
        return (T[]) new Object[n];
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Box<Integer> b = new IntBox(5);
        System.out.println(b.get());
        b.set(7);
        System.out.println(b.get());
        Box raw = b;
        try {
            raw.set("string");
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed: " + e.getClass().getName());
        }
        List<Version> versions = new ArrayList<>(List.of(new Version(1, 10), new Version(1, 2), new Version(0, 99), new Version(2, 0)));
        Collections.sort(versions);
        System.out.println(versions + " max=" + maxOf(versions));
        Comparable c = new Version(1, 0);
        System.out.println(c.compareTo(new Version(0, 5)));
        try {
            c.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("raw compareTo CCE");
        }
        Transformer<String, Integer> t = new Lengths();
        System.out.println(t.transform("generic"));
        Transformer rawT = t;
        System.out.println(rawT.transform("raw"));
        System.out.println(sum(List.of(1, 2.5, 3L)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 3);
        System.out.println(sink);
        String[] notReally = null;
        Object[] arr = GenericsBridge.<String>makeArray(2);
        System.out.println(arr.length + " " + arr.getClass().getName());
        try {
            notReally = GenericsBridge.<String>makeArray(2);
        } catch (ClassCastException e) {
            System.out.println("generic array CCE " + (notReally == null));
        }
        List<String> strings = new ArrayList<>();
        List rawList = strings;
        rawList.add(42);
        try {
            String s = strings.get(0);
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution CCE");
        }
        Box<Box<String>> nested = new Box<>(new Box<>("inner"));
        System.out.println(nested.get().get());
    }
}
