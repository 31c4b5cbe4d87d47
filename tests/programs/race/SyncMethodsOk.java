// weft: expect no-race
// Covers: synchronized instance methods (ACC_SYNCHRONIZED, monitor of the shared Account) guard SyncMethodsOk$Account.balance and a static synchronized method (monitor of the Account class object) guards the static Account.deposits; both threads use the same monitor for each location, so unlock -> lock orders every conflicting pair; main reads after the joins.
public class SyncMethodsOk {
    static final class Account {
        static int deposits;
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
            countDeposit();
        }

        synchronized int balance() {
            return balance;
        }

        static synchronized void countDeposit() {
            deposits++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account acct = new Account();
        Thread a = new Thread(() -> {
            acct.deposit(10);
            acct.deposit(5);
        });
        Thread b = new Thread(() -> {
            acct.deposit(1);
            int seen = acct.balance();
            assert seen >= 1 : "deposit lost";
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert acct.balance() == 16 : "lost deposit";
        System.out.println("balance = " + acct.balance() + ", deposits = " + Account.deposits);
    }
}
