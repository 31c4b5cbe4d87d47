// weft: expect assertion
// weft: expect race AccountBug.balance
// Covers: Account lost update -- two depositors run an unsynchronized read-modify-write on balance; the increments are unordered (race) and one can overwrite the other, so main's assert after join sees 10 instead of 20.
public class AccountBug {
    int balance;

    void deposit(int amount) {
        int b = balance;
        balance = b + amount;
    }

    public static void main(String[] args) throws InterruptedException {
        AccountBug acct = new AccountBug();
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
