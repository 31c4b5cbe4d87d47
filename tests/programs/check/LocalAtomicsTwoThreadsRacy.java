// weft: expect race LocalAtomicsTwoThreadsRacy.total
// Covers: each of two threads counts with its own `AtomicInteger` and `ConcurrentHashMap` (objects no other thread can reach: their volatile accesses and compare-and-sets synchronize with nothing, and are not scheduling points, docs/design.md "Scheduling points"), then adds its result to a plain static field without synchronization: the two additions race, and main may see either one alone.
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class LocalAtomicsTwoThreadsRacy {
    static int total;

    static void work() {
        AtomicInteger counter = new AtomicInteger();
        ConcurrentHashMap<Integer, Integer> squares = new ConcurrentHashMap<>();
        for (int i = 0; i < 5; i++) {
            counter.incrementAndGet();
            squares.merge(i % 3, i * i, Integer::sum);
        }
        total += counter.get() + squares.size();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(LocalAtomicsTwoThreadsRacy::work);
        Thread b = new Thread(LocalAtomicsTwoThreadsRacy::work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("total " + total);
    }
}
