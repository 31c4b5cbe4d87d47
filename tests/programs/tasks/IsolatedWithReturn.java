// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing IsolatedWithReturn.next
// Covers: isolatedWithReturn hands out tickets: two parallel tasks each take the counter's value and increment it inside one isolated block that returns the old value, so the tickets are always 0 and 1 in some order and the counter ends at 2; the object-based form (isolatedWithReturn(lock, ...)) reads the total under the same exclusion as the writer. No race (every access to next is isolated), no lost update. Region scheduling lists tickets[0] and tickets[1] as uncovered sharing: each is written by one task inside its iteration and read by the main task after the finish (ordered, but outside isolated blocks and regions); and next, which the main task reads after the finish outside isolated blocks (an access outside every exclusion is exposed to one inside an isolated block: the report does not use happens-before).
import static edu.rice.hj.Module1.*;

public class IsolatedWithReturn {
    static int next;
    static int total;

    public static void main(String[] args) {
        Object lock = new Object();
        int[] tickets = new int[2];
        launchHabaneroApp(() -> {
            finish(() -> {
                forasync(0, 1, (i) -> {
                    tickets[i] = isolatedWithReturn(() -> next++);
                    isolated(lock, () -> total += tickets[i] + 1);
                });
            });
            assert tickets[0] + tickets[1] == 1 && tickets[0] != tickets[1] : tickets[0] + " " + tickets[1];
            int seen = isolatedWithReturn(lock, () -> total);
            assert seen == 3 && next == 2;
            System.out.println(seen);
        });
    }
}
