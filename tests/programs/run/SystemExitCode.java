// weft: expect exit 3
// Covers: System.exit(3) sets the process exit code; output printed before exit is kept; code after exit never runs
public class SystemExitCode {
    public static void main(String[] args) {
        System.out.println("about to exit with 3");
        int code = 1 + 2;
        if (code == 3) {
            System.exit(code);
        }
        System.out.println("never printed");
    }
}
