// Checks: `weft run -cp DIR ArgsEcho arg1 arg2` (and `-cp app.jar` with the manifest's Main-Class)
// passes the program arguments to main in order.
public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("arg[" + i + "]=" + args[i]);
        }
    }
}
