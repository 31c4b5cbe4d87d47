// weft: expect race java.lang.StringBuilder
// Covers: two threads append to one StringBuilder (which, unlike StringBuffer, has no locks): a race on its count and its byte array.
public class JdkStringBuilderAppendsRacy {
    static final StringBuilder text = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> text.append('a'));
        other.start();
        text.append('b');
        other.join();
        System.out.println(text.length());
    }
}
