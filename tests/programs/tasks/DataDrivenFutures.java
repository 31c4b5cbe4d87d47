// weft: expect ok
// weft: regions expect ok
// weft: regions sharing DataDrivenFutures.shared
// Covers: data-driven futures: a producer task writes shared before put; an asyncAwait task and a task blocking in get() read shared after the value is available: put happens-before both, so neither read races with the write.
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjDataDrivenFuture;

public class DataDrivenFutures {
    static int shared;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjDataDrivenFuture<Integer> ready = newDataDrivenFuture();
            finish(() -> {
                asyncAwait(ready, () -> System.out.println(shared + ready.get()));
                async(() -> System.out.println(ready.get() + shared));
                async(() -> {
                    shared = 41;
                    ready.put(1);
                });
            });
        });
    }
}
