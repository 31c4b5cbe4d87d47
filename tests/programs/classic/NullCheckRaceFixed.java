// weft: expect ok
// Covers: check-then-use, fixed -- listener is volatile and the notifier reads it ONCE into a local before the null test, so it never calls through a null it did not test; volatile accesses do not race.
public class NullCheckRaceFixed {
    static volatile Runnable listener = () -> System.out.println("event");

    static void fire() {
        Runnable l = listener;
        if (l != null) {
            l.run();
        }
    }

    static void unregister() {
        listener = null;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread notifier = new Thread(NullCheckRaceFixed::fire);
        Thread remover = new Thread(NullCheckRaceFixed::unregister);
        notifier.start();
        remover.start();
        notifier.join();
        remover.join();
        System.out.println("done");
    }
}
