// weft: expect exit 0
// weft: args alpha beta gamma
// Covers: reading command-line arguments (args.length, iteration, indexing), the args array is a fresh String[] that can be modified, joining and reversing the arguments
public class ProgramArgs {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "]=" + args[i] + " (" + args[i].length() + ")");
        }
        System.out.println(String.join(",", args));
        StringBuilder sb = new StringBuilder();
        for (int i = args.length - 1; i >= 0; i--) {
            sb.append(args[i].toUpperCase());
        }
        System.out.println(sb);
        args[0] = "changed";
        System.out.println(java.util.Arrays.toString(args) + " " + args.getClass().getName());
    }
}
