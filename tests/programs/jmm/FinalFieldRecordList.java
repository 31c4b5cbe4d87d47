// A record (its components are final fields) holding `List.of(10, 20)`, published through a
// data race. The list is built between `new Quote` and the record's constructor (boxing reads
// the `Integer` cache); JLS 17.5 guarantees the reader the component, and the list's own final
// fields: it prints the size of the old list or of the new one, never "null".
// weft: outcomes sc "1" "2"
// weft: outcomes jmm "1" "2"
import java.util.List;

public class FinalFieldRecordList {
    record Quote(List<Integer> sizes) {}

    static Quote latest = new Quote(List.of(1));

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> latest = new Quote(List.of(10, 20)));
        Thread r = new Thread(() -> {
            List<Integer> sizes = latest.sizes();
            System.out.println(sizes == null ? "null" : String.valueOf(sizes.size()));
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
