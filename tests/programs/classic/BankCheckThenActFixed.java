// weft: expect ok
// Covers: bank check-then-act, fixed -- the check and the withdrawal are one synchronized method, so only one of the two withdrawals succeeds and the balance never goes negative; no race.
public class BankCheckThenActFixed {
    private int balance = 10;

    synchronized int getBalance() { return balance; }

    synchronized boolean withdrawIfEnough(int amt) {
        if (balance >= amt) {
            balance -= amt;
            return true;
        }
        return false;
    }

    public static void main(String[] args) throws InterruptedException {
        BankCheckThenActFixed acct = new BankCheckThenActFixed();
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
