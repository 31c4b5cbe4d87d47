// weft: expect exit 0
// Covers: java.util.concurrent AtomicInteger/AtomicLong incrementAndGet/addAndGet/compareAndSet/getAndIncrement across threads, CountDownLatch countDown/await, ReentrantLock lock/unlock in try/finally, ConcurrentHashMap merge; totals printed after await/join
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

public class AtomicsAndLatch {
    static int guarded = 0;

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(100);
        ReentrantLock lock = new ReentrantLock();
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        int n = 3;
        CountDownLatch done = new CountDownLatch(n);
        for (int t = 0; t < n; t++) {
            final int id = t;
            new Thread(() -> {
                for (int i = 0; i < 10; i++) {
                    ai.incrementAndGet();
                    al.addAndGet(id);
                    lock.lock();
                    try {
                        guarded += 2;
                    } finally {
                        lock.unlock();
                    }
                    chm.merge("k" + (i % 3), 1, Integer::sum);
                }
                done.countDown();
            }).start();
        }
        done.await();
        System.out.println("ai=" + ai.get() + " al=" + al.get() + " guarded=" + guarded + " latch=" + done.getCount());
        System.out.println("chm=" + new TreeMap<>(chm));
        AtomicInteger cas = new AtomicInteger(5);
        System.out.println(cas.compareAndSet(5, 6) + " " + cas.compareAndSet(5, 7) + " " + cas.get() + " " + cas.getAndIncrement() + " " + cas.get());
        System.out.println(cas.updateAndGet(x -> x * 10) + " " + cas.accumulateAndGet(3, Integer::sum) + " " + cas);
        System.out.println("lock held after: " + lock.isLocked() + " " + lock.isHeldByCurrentThread());
    }
}
