// weft: expect exception java.lang.NullPointerException
// weft: expect race UnsafePublicationNPE.name
// Covers: a reader uses a shared field before the publisher has set it (name.length() while name is still null), which under sequential consistency happens exactly when the reader runs first: uncaught NullPointerException in the reader; when the publisher runs first the reader sees "weft"; main only prints.
public class UnsafePublicationNPE {
    static String name;
    static int length = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread publisher = new Thread(() -> name = "weft");
        Thread reader = new Thread(() -> length = name.length());
        publisher.start();
        reader.start();
        publisher.join();
        reader.join();
        System.out.println("length = " + length);
    }
}
