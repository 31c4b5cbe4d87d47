// weft: expect ok
// weft: regions expect ok
// weft: regions sharing FinishTest3.x
// weft: regions sharing FinishTest3.y
// Covers: Table I FinishTest3: nested finish inside an async: the inner finish joins the grandchild before the child reads y, and the outer finish joins the child before the main task reads x and y.
import static edu.rice.hj.Module1.*;

public class FinishTest3 {
    static int x;
    static int y;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    finish(() -> async(() -> y = 5));
                    x = y + 1;
                });
            });
            System.out.println(x + y);
        });
    }
}
