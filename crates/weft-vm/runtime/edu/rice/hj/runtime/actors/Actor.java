/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.actors;

import edu.rice.hj.api.HjSuspendable;
import weft.rt.Mailbox;
import weft.rt.Tasks;

/**
 * An HJlib actor: {@link #send} puts a message in the actor's mailbox and returns at once;
 * once {@link #start}ed, the actor takes the messages one at a time, in the order they arrived,
 * and runs {@link #process} on each, until {@link #exit} (messages still in the mailbox then,
 * and messages sent later, are dropped). Messages sent before {@code start} wait for it.
 *
 * <p>The actor runs as a task started in the finish scope {@code start} is called in, so that
 * finish waits until the actor has exited (an actor that never exits keeps it waiting: weft
 * reports the deadlock). Sending a message happens-before its processing, and processing one
 * message happens-before processing the next; two senders are not ordered by sending to the
 * same actor.
 */
public abstract class Actor<MessageType> {
    private final Mailbox mailbox = new Mailbox();
    /** Written and read by the actor's own task only (and by {@code start} before it exists). */
    private boolean started;
    private boolean exited;

    /** Handles one message; runs in the actor's task, never in parallel with itself. */
    protected abstract void process(MessageType message);

    /** Starts the actor's task in the current finish scope; an actor starts once. */
    public final Actor<MessageType> start() {
        if (started) {
            throw new IllegalStateException("the actor has already been started");
        }
        started = true;
        onPreStart();
        Tasks.async(new Loop());
        return this;
    }

    /** Puts {@code message} in the mailbox (dropped once the actor has exited). */
    public final void send(MessageType message) {
        Mailbox.send(mailbox, message);
    }

    /** Ends the actor after the message being processed. */
    protected final void exit() {
        if (!exited) {
            exited = true;
            onPreExit();
            Mailbox.close(mailbox);
        }
    }

    /** Whether {@link #start} has been called (by this task: not a synchronization). */
    public final boolean hasStarted() {
        return started;
    }

    /** Called in {@code start} before the actor's task starts. */
    protected void onPreStart() {}

    /** Called in the actor's task before the first message. */
    protected void onPostStart() {}

    /** Called in {@code exit}. */
    protected void onPreExit() {}

    /** Called in the actor's task after its last message. */
    protected void onPostExit() {}

    /** The actor's task: processes messages until {@code exit}. */
    private final class Loop implements HjSuspendable {
        @Override
        @SuppressWarnings("unchecked")
        public void run() {
            onPostStart();
            while (!exited) {
                process((MessageType) Mailbox.receive(mailbox));
            }
            onPostExit();
        }
    }
}
