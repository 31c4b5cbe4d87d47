// weft: expect assertion
// Covers: a constructor publishes `this` before it assigns its final field, (through a volatile, so there is no race on the reference itself), and another thread that sees the reference reads the field. Under plain interleaving the reader can run between the publication and the assignment and see 0: JLS 17.5 guarantees final fields only to threads that get the reference after the constructor finished. A final field's write used never to be a scheduling point (an object under construction is normally unreachable by others), so every search, --por none too, missed this; it is one now when the object is already shared.
public class LeakedThisFinalRead {
    static final class Config {
        final int port;

        Config() {
            current = this;
            port = 8080;
        }
    }

    static volatile Config current;

    public static void main(String[] args) throws InterruptedException {
        Thread builder = new Thread(Config::new);
        Thread reader = new Thread(() -> {
            Config c = current;
            if (c != null) {
                assert c.port == 8080 : "saw the port before the constructor set it";
            }
        });
        builder.start();
        reader.start();
        builder.join();
        reader.join();
    }
}
