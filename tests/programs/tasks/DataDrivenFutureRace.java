// weft: expect race DataDrivenFutureRace.shared
// weft: regions expect race DataDrivenFutureRace.shared
// weft: regions sharing DataDrivenFutureRace.shared
// Covers: data-driven future misuse: the producer writes shared after put, so the awaiting task's read is not ordered after that write; two awaiting tasks that both read (and do not write) do not race with each other, so the one race is the late write.
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjDataDrivenFuture;

public class DataDrivenFutureRace {
    static int shared;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjDataDrivenFuture<Integer> ready = newDataDrivenFuture();
            finish(() -> {
                asyncAwait(ready, () -> System.out.println(shared));
                asyncAwait(ready, () -> System.out.println(shared));
                async(() -> {
                    ready.put(1);
                    shared = 2;
                });
            });
        });
    }
}
