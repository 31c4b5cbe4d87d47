// weft: expect exit 0
// Covers: java.util.logging with the JDK's default configuration (read from the JDK's logging.properties): Logger.getLogger, the root ConsoleHandler and SimpleFormatter (format set by the system property, since the default one prints the date), levels and their filtering, the inferred source class and method, string parameters (numbers would need the locale providers), a logged exception, a child logger's level, and a custom handler; standard error is redirected to standard output so the run corpus compares what the handler prints
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class LoggingConsole {
    private static final Logger LOG = Logger.getLogger(LoggingConsole.class.getName());

    static class Worker {
        void work() {
            LOG.info("working");
        }
    }

    public static void main(String[] args) {
        System.setErr(System.out);
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s %2$s: %5$s%6$s%n");
        LOG.info("hello");
        LOG.warning("careful");
        LOG.severe("bad");
        LOG.fine("not shown at the default level");
        LOG.log(Level.INFO, "{0} and {1}", new Object[] {"one", "two"});
        LOG.log(Level.WARNING, "failed", new IllegalStateException("broken"));
        new Worker().work();
        System.out.println("logger name: " + LOG.getName() + ", level: " + LOG.getLevel()
                + ", parent is root: " + (LOG.getParent() == Logger.getLogger("")));
        System.out.println("root handlers: " + Logger.getLogger("").getHandlers().length + " "
                + Logger.getLogger("").getHandlers()[0].getClass().getName());
        System.out.println("same logger: " + (Logger.getLogger("LoggingConsole") == LOG));

        Logger child = Logger.getLogger("app.child");
        child.setLevel(Level.WARNING);
        child.info("suppressed by the child's level");
        child.warning("child warning");

        Logger custom = Logger.getLogger("app.custom");
        custom.setUseParentHandlers(false);
        custom.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                System.out.println("custom handler: " + r.getLevel() + " " + r.getMessage() + " from "
                        + r.getSourceClassName() + "." + r.getSourceMethodName());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        custom.info("to the custom handler only");
        System.out.println("is loggable FINE: " + custom.isLoggable(Level.FINE) + ", INFO: " + custom.isLoggable(Level.INFO));
    }
}
