// weft: expect race BankAccountsRacy$Account.balance
// Covers: several objects of one class, so that a race must say which one it is on. Three accounts sit in a static array and a fourth (the wallet) only in main's local variable, captured by both threads. Thread a updates accounts[0] (its own) and accounts[1] under accounts[1]'s monitor; thread b updates accounts[2] (its own) and accounts[1] without a lock, so accounts[1]'s balance races, while accounts[0] and accounts[2] are each written by one thread and read by main after the joins. Both threads also add to the wallet without a lock: its balance races too. Reports name each racy object by its allocation site and a path from a root: accounts[1] from the static array, the wallet from main's local variable.
public class BankAccountsRacy {
    static final class Account {
        int balance;
    }

    static final Account[] accounts = new Account[3];

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < accounts.length; i++) {
            accounts[i] = new Account();
        }
        Account wallet = new Account();
        Thread a = new Thread(() -> {
            accounts[0].balance += 10;
            synchronized (accounts[1]) {
                accounts[1].balance += 10;
            }
            wallet.balance += 1;
        });
        Thread b = new Thread(() -> {
            accounts[2].balance += 5;
            accounts[1].balance -= 5;
            wallet.balance += 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(accounts[0].balance + accounts[1].balance + accounts[2].balance + wallet.balance);
    }
}
