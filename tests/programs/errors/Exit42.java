// Checks: `System.exit(42)` ends the run with exit status 42 and nothing after it runs.
public class Exit42 {
    public static void main(String[] args) {
        System.out.println("exiting");
        System.exit(42);
        System.out.println("unreachable");
    }
}
