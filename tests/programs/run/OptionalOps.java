// weft: expect exit 0
// Covers: Optional of/ofNullable/empty, isPresent/isEmpty, get/orElse/orElseGet/orElseThrow (NoSuchElementException "No value present" and custom exception), map/flatMap/filter/or, ifPresent/ifPresentOrElse, toString, equals, OptionalInt/OptionalDouble, Optional.of(null) NPE
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

public class OptionalOps {
    static Optional<String> lookup(int id) {
        return switch (id) {
            case 1 -> Optional.of("alice");
            case 2 -> Optional.of("bob");
            default -> Optional.empty();
        };
    }

    public static void main(String[] args) {
        Optional<String> a = lookup(1);
        Optional<String> none = lookup(9);
        System.out.println(a + " " + none + " " + a.isPresent() + " " + none.isEmpty());
        System.out.println(a.get() + " " + none.orElse("default") + " " + none.orElseGet(() -> "computed"));
        System.out.println(a.map(String::toUpperCase).orElse("?") + " " + none.map(String::length).orElse(-1) + " " + a.map(String::length).get());
        System.out.println(a.filter(s -> s.startsWith("a")).isPresent() + " " + a.filter(s -> s.startsWith("z")).isPresent());
        System.out.println(a.flatMap(s -> lookup(s.length() - 3)) + " " + a.flatMap(s -> lookup(7)));
        System.out.println(none.or(() -> Optional.of("fallback")).get());
        a.ifPresent(s -> System.out.println("present: " + s));
        none.ifPresent(s -> System.out.println("never"));
        none.ifPresentOrElse(s -> System.out.println("never"), () -> System.out.println("was empty"));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom missing"));
        } catch (IllegalStateException e) {
            System.out.println("ISE: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("NPE from Optional.of(null)");
        }
        System.out.println(Optional.ofNullable(null).isPresent() + " " + Optional.ofNullable("x").get());
        System.out.println(a.equals(Optional.of("alice")) + " " + none.equals(Optional.empty()) + " " + a.hashCode() + " " + none.hashCode());
        OptionalInt oi = OptionalInt.of(42);
        OptionalDouble od = OptionalDouble.empty();
        System.out.println(oi + " " + oi.getAsInt() + " " + od + " " + od.orElse(1.5) + " " + OptionalInt.empty().isPresent());
        String chained = lookup(2).map(s -> s + "!").filter(s -> s.length() > 2).map(s -> s.repeat(2)).orElse("none");
        System.out.println(chained);
    }
}
