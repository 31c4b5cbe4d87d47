// weft: expect race CompletableFutureWriteAfterCompleteRacy$Result.value
// Covers: a worker fills a Result (plain value and tag), complete()s a CompletableFuture with it, and then writes value again; completion happens-before join() returning, so main's reads after join are ordered after the writes before complete() but not after the late write of value: Result.value races, Result.tag does not.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureWriteAfterCompleteRacy {
    static final class Result {
        int value;
        int tag;
    }

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Result> cf = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            Result r = new Result();
            r.value = 1;
            r.tag = 9;
            cf.complete(r);
            r.value = 2; // after completion: not published by join
        });
        worker.start();
        Result got = cf.join();
        int seen = got.value + got.tag;
        worker.join();
        assert seen == 10 || seen == 11 : "join did not publish tag";
        System.out.println("seen = " + seen);
    }
}
