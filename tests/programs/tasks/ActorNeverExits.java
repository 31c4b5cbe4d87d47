// weft: expect deadlock
// weft: regions expect deadlock
// Covers: an actor that is started but never told to exit: the finish around it waits for the actor's task, which waits for a message that never comes, so the program never ends (HJlib hangs). weft reports it as a deadlock in both modes: the main task joining the finish, the actor parked on its empty mailbox.
import edu.rice.hj.runtime.actors.Actor;

import static edu.rice.hj.Module1.*;

public class ActorNeverExits {
    static final class Printer extends Actor<String> {
        @Override
        protected void process(String message) {
            System.out.println(message);
        }
    }

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                Printer printer = new Printer();
                printer.start();
                printer.send("hello");
            });
        });
    }
}
