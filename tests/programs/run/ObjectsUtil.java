// weft: expect exit 0
// Covers: java.util.Objects equals/deepEquals/hash/hashCode/toString (with default)/requireNonNull (with message and supplier)/requireNonNullElse/isNull/nonNull/compare/checkIndex messages; equals/hashCode contract for a user class; Object.equals default identity
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

public class ObjectsUtil {
    static final class Person {
        final String name;
        final int age;

        Person(String name, int age) {
            this.name = name;
            this.age = age;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Person)) {
                return false;
            }
            Person p = (Person) o;
            return age == p.age && Objects.equals(name, p.name);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, age);
        }
    }

    static final class NoEquals {
    }

    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a") + " " + Objects.equals(1, 1L));
        System.out.println(Objects.deepEquals(new int[] {1, 2}, new int[] {1, 2}) + " " + Objects.equals(new int[] {1}, new int[] {1}));
        System.out.println(Objects.hash() + " " + Objects.hash(1, 2, 3) + " " + Objects.hash("a", null) + " " + Objects.hash((Object) null) + " " + Arrays.hashCode(new Object[] {1, 2, 3}));
        System.out.println(Objects.hashCode(null) + " " + Objects.hashCode("abc") + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(5));
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("NPE message: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE message: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "from supplier");
        } catch (NullPointerException e) {
            System.out.println("NPE message: " + e.getMessage());
        }
        System.out.println(Objects.requireNonNull("ok") + " " + Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, () -> "got"));
        System.out.println(Objects.isNull(null) + " " + Objects.nonNull(null) + " " + Objects.compare("a", "b", Comparator.naturalOrder()));
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        Person a = new Person("ann", 30);
        Person b = new Person("ann", 30);
        Person c = new Person(null, 30);
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.equals(new Person(null, 30)) + " " + c.hashCode() + " " + a.equals(c));
        NoEquals n1 = new NoEquals();
        NoEquals n2 = new NoEquals();
        System.out.println(n1.equals(n2) + " " + n1.equals(n1) + " " + (n1.hashCode() == n1.hashCode()));
    }
}
