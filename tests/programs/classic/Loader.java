// weft: expect exception java.lang.NullPointerException
// weft: expect race Loader.data
// Covers: Loader (publish-before-initialize) -- the loader sets the volatile flag loaded BEFORE storing data; the user can see loaded == true, read data while still null and call length() on it (NullPointerException). The user's read of data is not ordered after the loader's later plain write, so data races; loaded is volatile and does not.
public class Loader {
    static volatile boolean loaded;
    static String data;

    static void load() {
        loaded = true;
        data = "config";
    }

    static void use() {
        if (loaded) {
            int n = data.length();
            System.out.println("len " + n);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(Loader::load);
        Thread user = new Thread(Loader::use);
        loader.start();
        user.start();
        loader.join();
        user.join();
        System.out.println("done");
    }
}
