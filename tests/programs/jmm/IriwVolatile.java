// Independent reads of independent writes (IRIW) with volatile fields: volatile accesses are
// sequentially consistent, so the two readers cannot see the writes in opposite orders: 1010
// (r1=1 r2=0 r3=1 r4=0) is forbidden.
// weft: outcomes sc "0000" "0001" "0010" "0011" "0100" "0101" "0110" "0111" "1000" "1001" "1011" "1100" "1101" "1110" "1111"
// weft: outcomes jmm "0000" "0001" "0010" "0011" "0100" "0101" "0110" "0111" "1000" "1001" "1011" "1100" "1101" "1110" "1111"
public class IriwVolatile {
    static volatile int x, y;
    static int r1, r2, r3, r4;

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> x = 1);
        Thread w2 = new Thread(() -> y = 1);
        Thread a = new Thread(() -> {
            r1 = x;
            r2 = y;
        });
        Thread b = new Thread(() -> {
            r3 = y;
            r4 = x;
        });
        w1.start();
        w2.start();
        a.start();
        b.start();
        w1.join();
        w2.join();
        a.join();
        b.join();
        System.out.println("" + r1 + r2 + r3 + r4);
    }
}
