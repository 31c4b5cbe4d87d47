// weft: expect no-race
// Covers: values written by a static initializer are visible to every thread that uses the class: two workers race to trigger initialization of the nested Config (one runs <clinit>, the other waits on the class initialization lock), then both read the non-final statics size and table and the table's elements (int[] 0..2, written in <clinit>); initialization happens-before every use, and the workers only read, so nothing races.
public class StaticInitOk {
    static final class Config {
        static int size;
        static int[] table;
        static String name;

        static {
            size = 3;
            table = new int[size];
            for (int i = 0; i < size; i++) {
                table[i] = i * i;
            }
            name = "squares";
        }
    }

    static int sumA;
    static int sumB;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            sumA = Config.size + Config.table[1] + Config.table[2];
        });
        Thread b = new Thread(() -> {
            sumB = Config.table[2] + Config.name.length();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert sumA == 8 && sumB == 11 : "saw an uninitialized static";
        System.out.println(sumA + " " + sumB);
    }
}
