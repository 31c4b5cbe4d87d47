// weft: expect exit 1
// Covers: uncaught user-defined checked exception with a cause thrown out of main (declared throws), nested class name in the report 'Exception in thread "main" UncaughtCustomCause$ConfigException: bad config', stdout before it preserved
public class UncaughtCustomCause {
    static class ConfigException extends Exception {
        ConfigException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static int parse(String s) throws ConfigException {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new ConfigException("bad config", e);
        }
    }

    public static void main(String[] args) throws ConfigException {
        System.out.println("parsed " + parse("12"));
        System.out.println("parsed " + parse("x12"));
        System.out.println("unreachable");
    }
}
