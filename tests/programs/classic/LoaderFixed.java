// weft: expect ok
// Covers: Loader, fixed -- data is stored BEFORE the volatile flag is set, so a user that reads loaded == true sees data (volatile write/read gives happens-before); a user that reads false never touches data; so no NPE and no race.
public class LoaderFixed {
    static volatile boolean loaded;
    static String data;

    static void load() {
        data = "config";
        loaded = true;
    }

    static void use() {
        if (loaded) {
            int n = data.length();
            System.out.println("len " + n);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(LoaderFixed::load);
        Thread user = new Thread(LoaderFixed::use);
        loader.start();
        user.start();
        loader.join();
        user.join();
        System.out.println("done");
    }
}
