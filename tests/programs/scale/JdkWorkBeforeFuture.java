// weft: expect ok
// Covers: a single-thread executor formats a date with a "dd MMM yyyy" pattern (the first use of the month names: 15,000 scheduling points loading locale data) while main waits in Future.get; shutdown then lets the worker exit. Main's wait (a park inside get) only blocks it, so the reduction runs the worker's steps past it instead of storing each of them.
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class JdkWorkBeforeFuture {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<String> date =
                pool.submit(() -> DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.US).format(LocalDate.of(2024, 3, 1)));
        String text = date.get();
        pool.shutdown();
        assert text.equals("01 Mar 2024") : text;
    }
}
