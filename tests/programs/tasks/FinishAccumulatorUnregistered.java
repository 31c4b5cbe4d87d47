// weft: expect exception java.lang.IllegalStateException
// weft: regions expect exception java.lang.IllegalStateException
// Covers: a finish accumulator used without registering it with the finish (finish(body) instead of finish(acc, body)): the task's put throws IllegalStateException, the finish collects it and throws MultipleExceptions, which nothing catches. weft reports the put's exception under both modes; registering the accumulator (FinishAccumulatorSum) is correct.
import edu.rice.hj.api.HjFinishAccumulator;
import edu.rice.hj.api.HjOperator;

import static edu.rice.hj.Module1.*;

public class FinishAccumulatorUnregistered {
    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjFinishAccumulator count = newFinishAccumulator(HjOperator.SUM, int.class);
            finish(() -> async(() -> count.put(1)));
            System.out.println(count.get());
        });
    }
}
