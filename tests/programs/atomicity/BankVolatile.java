// A deposit that reads and writes a volatile balance in two steps: declared atomic, it is not
// (two deposits can interleave). Runs where an update was lost print 10 or 20 and their traces are
// not serializable; serial runs print 30 and their traces are serializable.
public class BankVolatile {
    static volatile int balance = 0;
    @weft.Atomic
    static void deposit(int amount) {
        int b = balance;
        balance = b + amount;
    }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> deposit(10));
        Thread b = new Thread(() -> deposit(20));
        a.start(); b.start(); a.join(); b.join();
        System.out.println(balance);
    }
}
