// weft: expect race IsolatedDisjointObjectsRace.total
// weft: regions expect race IsolatedDisjointObjectsRace.total
// weft: regions sharing IsolatedDisjointObjectsRace.total
// Covers: two object-based isolated blocks on different objects (isolated(a) and isolated(b)) both write the static field total; blocks on disjoint objects may run in parallel and are not ordered, so the writes race (a weft that made every isolated block exclude every other would hide this race).
import static edu.rice.hj.Module1.*;

public class IsolatedDisjointObjectsRace {
    static int total;

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> isolated(a, () -> total += 1));
                async(() -> isolated(b, () -> total += 2));
            });
            System.out.println(total);
        });
    }
}
