// weft: expect exit 0
// Covers: MethodHandles.byteArrayViewVarHandle for short, char, int, long, float and double views in both byte orders (get and set, the index check's message, the classes that have no view or are no arrays); MessageDigest SHA-256, SHA-1, MD5 and SHA-512 (the JDK's digests read and write through such views, and starting the security providers reads /dev/random); UUID.randomUUID's version and variant
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.UUID;

public class ByteArrayViewsDigests {
    public static void main(String[] args) throws Exception {
        for (String algorithm : new String[] {"SHA-256", "SHA-1", "MD5", "SHA-512"}) {
            byte[] digest = MessageDigest.getInstance(algorithm).digest("hello weft".getBytes("UTF-8"));
            StringBuilder hex = new StringBuilder();
            for (byte b : digest) {
                hex.append(String.format("%02x", b));
            }
            System.out.println(algorithm + " " + hex);
        }
        byte[] buf = new byte[16];
        VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle longs = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle shorts = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
        VarHandle chars = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle floats = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
        VarHandle doubles = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
        ints.set(buf, 1, 0xCAFEBABE);
        longs.set(buf, 8, -2L);
        shorts.set(buf, 6, (short) 0x1234);
        System.out.println((int) ints.get(buf, 1) + " " + (long) longs.get(buf, 8) + " " + (short) shorts.get(buf, 1)
                + " " + (int) (char) chars.get(buf, 2) + " " + (float) floats.get(buf, 0) + " "
                + (double) doubles.get(buf, 7));
        floats.set(buf, 0, 1.5f);
        doubles.set(buf, 8, -0.25);
        System.out.println(Arrays.toString(buf));
        try {
            ints.get(buf, 13);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.byteArrayViewVarHandle(boolean[].class, ByteOrder.BIG_ENDIAN);
        } catch (UnsupportedOperationException e) {
            System.out.println("no boolean view: " + e.getMessage());
        }
        try {
            MethodHandles.byteArrayViewVarHandle(int.class, ByteOrder.BIG_ENDIAN);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.byteArrayViewVarHandle(String.class, ByteOrder.BIG_ENDIAN);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        UUID id = UUID.randomUUID();
        System.out.println("uuid version " + id.version() + " variant " + id.variant() + " length " + id.toString().length());
    }
}
