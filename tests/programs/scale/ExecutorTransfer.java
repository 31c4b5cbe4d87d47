// weft: expect ok
// Covers: two transfer tasks (a -> b and b -> a) on Executors.newFixedThreadPool(2); each task locks the two accounts' ReentrantLocks in a global order (by id), so the opposite transfers cannot deadlock; balances are written only with both locks held (no race); shutdown() + awaitTermination() (retried while it times out: a timed wait may time out on any schedule) wait for both tasks, and termination happens-after both, so main sees a total of 200 on every schedule.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class ExecutorTransfer {
    static final class Account {
        final int id;
        final ReentrantLock lock = new ReentrantLock();
        int balance;

        Account(int id, int balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        first.lock.lock();
        try {
            second.lock.lock();
            try {
                from.balance -= amount;
                to.balance += amount;
            } finally {
                second.lock.unlock();
            }
        } finally {
            first.lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(1, 100);
        Account b = new Account(2, 100);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.submit(() -> transfer(a, b, 30));
        pool.submit(() -> transfer(b, a, 10));
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
            // a timed wait may time out on any schedule: wait again until both tasks have run
        }
        int total = a.balance + b.balance;
        assert total == 200 : "total " + total;
        System.out.println("total = " + total + ", a = " + a.balance + ", b = " + b.balance);
    }
}
