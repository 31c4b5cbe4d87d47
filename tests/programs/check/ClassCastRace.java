// weft: expect exception java.lang.ClassCastException
// weft: expect race ClassCastRace.value
// Covers: a shared Object field holds a String until another thread stores a Token in it; a reader doing (String) value throws an uncaught ClassCastException exactly when the store comes first; otherwise it reads "text"; main only prints.
public class ClassCastRace {
    static final class Token {
    }

    static Object value = "text";
    static int length = -1;

    public static void main(String[] args) throws InterruptedException {
        Token token = new Token();
        Thread writer = new Thread(() -> value = token);
        Thread reader = new Thread(() -> length = ((String) value).length());
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("length = " + length);
    }
}
