// weft: expect ok
// weft: regions expect ok
// Covers: HJlib actors (edu.rice.hj.runtime.actors.Actor: start, send, process, exit): a two-stage pipeline inside one finish. The first stage doubles each number and sends it on, the last sums what it receives and exits at the stop message. An actor processes its messages one at a time in the order they arrived, and sending happens-before processing, so the sum is always 2*(1+2+3) and the last stage's sum is written and read only in its own task. The finish waits for both actors to exit, ordering the main task's read after them. No race; under region scheduling no uncovered sharing (the sum lives in the last actor's task until the finish ends, and its read is in the main thread).
import edu.rice.hj.runtime.actors.Actor;

import static edu.rice.hj.Module1.*;

public class ActorPipeline {
    static final Integer STOP = -1;

    static final class Sum extends Actor<Integer> {
        int total;

        @Override
        protected void process(Integer n) {
            if (n.equals(STOP)) {
                exit();
            } else {
                total += n;
            }
        }
    }

    static final class Double extends Actor<Integer> {
        private final Actor<Integer> next;

        Double(Actor<Integer> next) {
            this.next = next;
        }

        @Override
        protected void process(Integer n) {
            next.send(n.equals(STOP) ? n : 2 * n);
            if (n.equals(STOP)) {
                exit();
            }
        }
    }

    public static void main(String[] args) {
        Sum last = new Sum();
        launchHabaneroApp(() -> {
            finish(() -> {
                Double first = new Double(last);
                last.start();
                first.send(1);
                first.start();
                first.send(2);
                first.send(3);
                first.send(STOP);
            });
        });
        assert last.total == 12 : "total " + last.total;
        System.out.println(last.total);
    }
}
