// weft: expect exit 0
// Covers: java.lang.reflect.Array.newInstance with dimensions (the native multiNewArray, unsupported before): primitive, reference and array component types, a zero-length level (nothing below it), and the errors: no dimensions, void, more than 255 dimensions in all (IllegalArgumentException without a message), a negative length, null class or dimensions; Array.newInstance(void.class, n) has no message either; System properties java.class.version and java.vendor
import java.lang.reflect.Array;
public class ReflectMultiNewArray {
    static void t(Runnable r) { try { r.run(); } catch (Throwable e) { System.out.println(e); } }
    public static void main(String[] args) {
        System.out.println(System.getProperty("java.class.version") + " " + System.getProperty("java.vendor"));
        t(() -> java.lang.reflect.Array.newInstance(void.class, 2));
        t(() -> { Object o = Array.newInstance(int.class, 2, 3); System.out.println(o.getClass().getName() + " " + ((int[][]) o)[1].length); });
        t(() -> { Object o = Array.newInstance(String.class, 2, 0, 5); System.out.println(o.getClass().getName() + " " + ((String[][][]) o)[1].length); });
        t(() -> { Object o = Array.newInstance(int[].class, 1, 2); System.out.println(o.getClass().getName() + " " + (((int[][][]) o)[0][1] == null)); });
        t(() -> Array.newInstance(int.class, new int[0]));
        t(() -> Array.newInstance(int.class, 2, -1));
        t(() -> Array.newInstance(void.class, 2, 1));
        t(() -> Array.newInstance(int.class, new int[256]));
        t(() -> Array.newInstance(int[].class, new int[255]));
        t(() -> Array.newInstance(null, 1, 1));
        t(() -> Array.newInstance(int.class, (int[]) null));
        t(() -> { Object o = Array.newInstance(long.class, new int[]{3}); System.out.println(o.getClass().getName()); });
    }
}
