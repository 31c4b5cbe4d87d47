/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * An actor's mailbox (for {@code edu.rice.hj.runtime.actors.Actor}): a queue of {@link Mail}
 * kept by natives ({@code natives/actors.rs}) without access events, so that two senders are
 * not ordered by sending to one actor; each message carries its sender's happens-before edge to
 * its processing through its own volatile flag. Every mailbox operation emits
 * {@code Internal { Mailboxes }}, so the reduction explores the orders of sends (they decide
 * the order of processing).
 */
public final class Mailbox {
    /** The oldest message not yet taken (a list through {@link Mail#next}). */
    Mail head;
    /** The newest message. */
    Mail tail;
    /** Whether the actor has exited (later messages are dropped). */
    boolean closed;

    /** Appends {@code mail} and wakes the actor if it waits; nothing once closed. */
    static native void post(Mailbox box, Mail mail);

    /** Removes and returns the oldest message, or null when there is none. */
    static native Mail take(Mailbox box);

    /** Parks the actor's task until a message arrives, unless one is there already. */
    static native void await(Mailbox box);

    /** Drops the messages left and every later one. */
    static native void closeBox(Mailbox box);

    /** {@code Actor.send}: a scheduling point under region scheduling (sends order the processing). */
    public static void send(Mailbox box, Object message) {
        Mail mail = new Mail(message);
        mail.sent = true;
        Tasks.schedulingPoint();
        post(box, mail);
    }

    /** The actor's next message, waiting for one; the sender's past happens-before the return. */
    public static Object receive(Mailbox box) {
        Mail mail;
        while ((mail = take(box)) == null) {
            await(box);
        }
        if (!mail.sent) {
            throw new IllegalStateException("a message taken before it was sent");
        }
        return mail.message;
    }

    /** {@code Actor.exit}. */
    public static void close(Mailbox box) {
        closeBox(box);
    }

    /** One message. */
    static final class Mail {
        final Object message;
        /** Written by the sender after the message, read by the actor before it (the edge). */
        volatile boolean sent;
        /** The next message in the mailbox (natives only). */
        Mail next;

        Mail(Object message) {
            this.message = message;
        }
    }
}
