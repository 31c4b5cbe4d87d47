// weft: expect assertion
// weft: expect race AccountBug3.balance
// Covers: Account lost update at a larger scale (3 depositors x 2 deposits) -- the same unsynchronized read-modify-write of balance as AccountBug, with more interleavings; a lost deposit makes main's assert (60) fail, and the unordered accesses race.
public class AccountBug3 {
    static int balance;

    static void deposits() {
        for (int i = 0; i < 2; i++) {
            int b = balance;
            balance = b + 10;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(AccountBug3::deposits);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert balance == 60 : "lost deposit: " + balance;
        System.out.println("balance " + balance);
    }
}
