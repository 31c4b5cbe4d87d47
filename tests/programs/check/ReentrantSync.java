// weft: expect ok
// Covers: reentrant monitors: depositTwice() is synchronized and calls the synchronized deposit() once directly and once inside a nested synchronized (this) block, so a thread re-enters a monitor it already holds (and must not block on itself); two threads do this on one account, the deposits are mutually exclusive, so the balance is 4 after the joins and there is no deadlock.
public class ReentrantSync {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized void depositTwice(int amount) {
            deposit(amount);
            synchronized (this) {
                deposit(amount);
            }
        }

        synchronized int balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account account = new Account();
        Thread a = new Thread(() -> account.depositTwice(1));
        Thread b = new Thread(() -> account.depositTwice(1));
        a.start();
        b.start();
        a.join();
        b.join();
        assert account.balance() == 4 : "lost deposit";
        System.out.println("balance = " + account.balance());
    }
}
