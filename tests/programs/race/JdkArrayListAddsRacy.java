// weft: expect race java.util.ArrayList
// Covers: two threads add to one ArrayList without synchronization (the classic lost add: both read size, both write the same slot): a race on the list's size and its element array.
import java.util.ArrayList;
import java.util.List;

public class JdkArrayListAddsRacy {
    static final List<String> log = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> log.add("other"));
        other.start();
        log.add("main");
        other.join();
        System.out.println(log.size());
    }
}
