// weft: expect ok
// Covers: two threads each construct a java.security.cert.X509CertSelector, whose class initialization is heavy (its static initializer sets up the object identifiers and debug machinery of sun.security); the JVM's class-initialization protocol lets exactly one thread run <clinit> while the other waits for it, so both constructions succeed, without deadlock, and each thread writes only its own slot; main joins both and checks.
import java.security.cert.X509CertSelector;

public class HeavyClassInit {
    static final X509CertSelector[] made = new X509CertSelector[2];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> made[0] = new X509CertSelector());
        Thread t1 = new Thread(() -> made[1] = new X509CertSelector());
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert made[0] != null && made[1] != null && made[0] != made[1];
        assert made[0].getSerialNumber() == null;
        System.out.println("constructed 2 selectors");
    }
}
