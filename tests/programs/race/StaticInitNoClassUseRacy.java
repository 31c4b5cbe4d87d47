// weft: expect race StaticInitNoClassUseRacy.pub
// weft: expect race StaticInitNoClassUseRacy$Box.v
// Covers: JLS 12.4.2 orders the end of a class's initialization only before the class's uses. Thread a uses Holder, whose <clinit> builds a Box (v = 3, a plain field), and publishes the box through the plain static pub; thread b reads pub and then the box's v without ever using Holder, so nothing orders its read of v after the initializer's write of it: pub and Box.v race. (Before, weft gave an initializer's writes to every thread when it ended, and missed the race on Box.v.)
public class StaticInitNoClassUseRacy {
    static final class Box {
        int v;

        Box(int v) {
            this.v = v;
        }
    }

    static final class Holder {
        static final Box BOX = new Box(3);
    }

    static Box pub;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            pub = Holder.BOX;
        });
        Thread b = new Thread(() -> {
            Box q = pub;
            if (q != null) {
                seen = q.v;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(seen);
    }
}
