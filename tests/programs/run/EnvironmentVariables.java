// weft: expect exit 0
// Covers: System.getenv reads the environment the program was started in: PATH is set (the test runs java and weft in one environment), getenv(name) agrees with the getenv() map, an unset variable is null, the map cannot be changed, and a null name throws NullPointerException.
import java.util.Map;

public class EnvironmentVariables {
    public static void main(String[] args) {
        String path = System.getenv("PATH");
        Map<String, String> all = System.getenv();
        System.out.println("PATH set: " + (path != null && !path.isEmpty()));
        System.out.println("map agrees: " + path.equals(all.get("PATH")));
        System.out.println("unset: " + System.getenv("WEFT_SURELY_UNSET_VARIABLE_42"));
        System.out.println("nonempty: " + !all.isEmpty());
        try {
            all.put("X", "y");
            System.out.println("modifiable");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable");
        }
        try {
            System.getenv(null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
    }
}
