// weft: expect ok
// Covers: Account lost update, fixed -- deposit is synchronized on the account, so the read-modify-writes are mutually exclusive and ordered; the joins order them before main's read, so balance is always 20 and there is no race.
public class AccountFixed {
    int balance;

    synchronized void deposit(int amount) {
        int b = balance;
        balance = b + amount;
    }

    public static void main(String[] args) throws InterruptedException {
        AccountFixed acct = new AccountFixed();
        Thread t1 = new Thread(() -> acct.deposit(10));
        Thread t2 = new Thread(() -> acct.deposit(10));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert acct.balance == 20 : "lost deposit: " + acct.balance;
        System.out.println("balance " + acct.balance);
    }
}
