// weft: expect assertion
// weft: expect race AirlineTickets.sold
// Covers: AirlineTickets overselling -- each seller loops "while (sold < MAX) sold++" without a lock; both can pass the check with sold == 0 and both sell, so main's assert sold <= MAX fails, and the unlocked accesses to sold race.
public class AirlineTickets {
    static final int MAX = 1;
    static int sold;

    static void sell() {
        while (sold < MAX) {
            sold++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(AirlineTickets::sell);
        Thread b = new Thread(AirlineTickets::sell);
        a.start();
        b.start();
        a.join();
        b.join();
        assert sold <= MAX : "oversold: " + sold;
        System.out.println("sold " + sold);
    }
}
