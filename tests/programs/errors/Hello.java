// Checks: `weft run path/Hello.java` compiles a source file with javac and runs it (exit 0, exact stdout).
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello from weft");
    }
}
