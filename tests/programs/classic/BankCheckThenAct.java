// weft: expect assertion
// Covers: bank check-then-act -- each withdrawer checks getBalance() >= 10 and then calls withdraw(10), two separately synchronized calls; both can pass the check on balance 10 and both withdraw, leaving -10, so main's assert balance >= 0 fails. All accesses hold the account's lock, so no race.
public class BankCheckThenAct {
    private int balance = 10;

    synchronized int getBalance() { return balance; }
    synchronized void withdraw(int amt) { balance -= amt; }

    void withdrawIfEnough(int amt) {
        if (getBalance() >= amt) {
            withdraw(amt);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BankCheckThenAct acct = new BankCheckThenAct();
        Thread t1 = new Thread(() -> acct.withdrawIfEnough(10));
        Thread t2 = new Thread(() -> acct.withdrawIfEnough(10));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        int b = acct.getBalance();
        assert b >= 0 : "overdrawn: " + b;
        System.out.println("balance " + b);
    }
}
