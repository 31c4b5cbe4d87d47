// weft: expect ok
// weft: regions expect ok
// weft: regions sharing IsolatedObjects$Account.balance
// Covers: object-based isolated: two tasks update two accounts inside isolated(from, to), in opposite orders (the pairs are locked in one global order, so no deadlock); the updates neither race nor get lost. Region scheduling lists IsolatedObjects$Account.balance as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
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
