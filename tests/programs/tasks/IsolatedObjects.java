// weft: expect ok
// weft: regions expect ok
// Covers: object-based isolated: two tasks update two accounts inside isolated(from, to), in opposite orders (the pairs are locked in one global order, so no deadlock); the updates neither race nor get lost.
import static edu.rice.hj.Module1.*;

public class IsolatedObjects {
    static final class Account {
        int balance = 10;
    }

    public static void main(String[] args) {
        Account a = new Account();
        Account b = new Account();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> isolated(a, b, () -> {
                    a.balance -= 1;
                    b.balance += 1;
                }));
                async(() -> isolated(b, a, () -> {
                    b.balance -= 2;
                    a.balance += 2;
                }));
            });
            assert a.balance + b.balance == 20;
            System.out.println(a.balance + " " + b.balance);
        });
    }
}
