// weft: expect ok
// Covers: Account at a larger scale, fixed (3 depositors x 2 deposits) -- each deposit holds the class lock, so all six are exclusive and ordered; after the joins balance is always 60 and there is no race.
public class AccountFixed3 {
    static int balance;

    static void deposits() {
        for (int i = 0; i < 2; i++) {
            synchronized (AccountFixed3.class) {
                int b = balance;
                balance = b + 10;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(AccountFixed3::deposits);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert balance == 60 : "lost deposit: " + balance;
        System.out.println("balance " + balance);
    }
}
