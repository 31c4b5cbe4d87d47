// The paper's `isprime`: two threads cross out the multiples of 2 and of 3 in a shared plain
// boolean array, skipping numbers they see already crossed out. Reads may see stale values
// (extra work), but every element a thread writes is written true by whoever writes it, and
// main reads after joining both: every execution prints the primes below 12.
// weft: outcomes sc "2 3 5 7 11"
// weft: outcomes jmm "2 3 5 7 11"
public class IsPrime {
    static final int N = 12;
    static final boolean[] composite = new boolean[N];

    static void crossOut(int p) {
        for (int m = 2 * p; m < N; m += p) {
            if (!composite[m]) {
                composite[m] = true;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> crossOut(2));
        Thread t2 = new Thread(() -> crossOut(3));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        StringBuilder primes = new StringBuilder();
        for (int i = 2; i < N; i++) {
            if (!composite[i]) {
                primes.append(primes.length() == 0 ? "" : " ").append(i);
            }
        }
        System.out.println(primes);
    }
}
