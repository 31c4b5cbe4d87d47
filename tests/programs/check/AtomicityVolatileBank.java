// weft: expect atomicity
// weft: check-args --atomic AtomicityVolatileBank.deposit
// Covers: a deposit that reads and then writes a volatile balance is not atomic: two deposits can
// interleave between the read and the write (no assertion, so the only violation is atomicity).
public class AtomicityVolatileBank {
    static volatile int balance = 0;

    static void deposit(int amount) {
        int b = balance;
        balance = b + amount;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> deposit(10));
        Thread b = new Thread(() -> deposit(20));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
