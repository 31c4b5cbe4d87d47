// weft: expect exception java.lang.NullPointerException
// weft: expect race NullCheckRace.listener
// Covers: check-then-use of a shared reference -- the notifier tests "listener != null" and then re-reads the field to call it, while another thread clears the field in between: the second read sees null (NullPointerException in the notifier), and the unlocked read/write of listener race.
public class NullCheckRace {
    static Runnable listener = () -> System.out.println("event");

    static void fire() {
        if (listener != null) {
            listener.run();
        }
    }

    static void unregister() {
        listener = null;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread notifier = new Thread(NullCheckRace::fire);
        Thread remover = new Thread(NullCheckRace::unregister);
        notifier.start();
        remover.start();
        notifier.join();
        remover.join();
        System.out.println("done");
    }
}
