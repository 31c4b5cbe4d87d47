// A final reference field set from `Integer.valueOf(10)`: the writer reads the `Integer`
// cache between `new Box` and the constructor. JLS 17.5: the reader, which sees the reference
// written after the constructor returned, sees `data` set, never null. Before, the reader
// could see the reference from the future with `data` still null (`weft check` reported a
// NullPointerException on `latest.data.intValue()`, which the JMM forbids).
// weft: outcomes sc "1" "10"
// weft: outcomes jmm "1" "10"
public class FinalFieldIntegerValueOf {
    static final class Box {
        final Integer data;

        Box(Integer data) {
            this.data = data;
        }
    }

    static Box latest = new Box(1);

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Box(Integer.valueOf(10)));
        Thread r = new Thread(() -> System.out.println(String.valueOf(latest.data)));
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
