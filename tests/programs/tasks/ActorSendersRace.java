// weft: expect race ActorSendersRace.log
// weft: expect assertion
// weft: regions expect race ActorSendersRace.log
// weft: regions expect assertion
// weft: regions sharing ActorSendersRace.log
// Covers: two tasks send to one actor, and each also writes the shared field log without synchronization. Sending to the same actor does not order the two senders (only each send before its processing), so their writes to log race; and the actor processes the two messages in either order (the order of the sends), so the assertion that the first message processed is "a" fails on some schedules. Under region scheduling a send is a scheduling point, so both orders of the messages are explored there too.
import edu.rice.hj.runtime.actors.Actor;

import static edu.rice.hj.Module1.*;

public class ActorSendersRace {
    static String log = "";

    static final class First extends Actor<String> {
        String first;
        int seen;

        @Override
        protected void process(String message) {
            if (first == null) {
                first = message;
            }
            if (++seen == 2) {
                assert first.equals("a") : "processed " + first + " first";
                exit();
            }
        }
    }

    public static void main(String[] args) {
        First actor = new First();
        launchHabaneroApp(() -> {
            finish(() -> {
                actor.start();
                async(() -> {
                    log = "a";
                    actor.send("a");
                });
                async(() -> {
                    log = "b";
                    actor.send("b");
                });
            });
        });
        System.out.println(log);
    }
}
