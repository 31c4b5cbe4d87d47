// weft: expect ok
// Covers: AirlineTickets, fixed -- the check and the sale happen in one synchronized method, so at most MAX seats are sold; every access to sold holds the class lock (or follows the joins), so no race.
public class AirlineTicketsFixed {
    static final int MAX = 1;
    static int sold;

    static synchronized boolean sellOne() {
        if (sold < MAX) {
            sold++;
            return true;
        }
        return false;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { while (sellOne()) { } });
        Thread b = new Thread(() -> { while (sellOne()) { } });
        a.start();
        b.start();
        a.join();
        b.join();
        assert sold <= MAX : "oversold: " + sold;
        System.out.println("sold " + sold);
    }
}
