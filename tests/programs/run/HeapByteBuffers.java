// weft: expect exit 0
// Covers: heap ByteBuffers over a byte[]: getInt/getLong/getShort/getChar/getFloat/getDouble and the puts at every alignment in both byte orders (weft read one byte for an aligned getInt, and had no getByte/putShort/..., so these were wrong or unsupported), views (asIntBuffer, asCharBuffer, asLongBuffer, asDoubleBuffer) with their bulk gets and puts (Unsafe.copyMemory/copySwapMemory), slice/duplicate/compact, charset encoding and decoding, and the JDK's Unicode data read through buffers: Turkish lower case, Normalizer and Collator
import java.nio.*;
import java.nio.charset.StandardCharsets;
import java.text.Collator;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;

public class HeapByteBuffers {
    public static void main(String[] args) {
        byte[] b = new byte[24];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (i * 37 + 11);
        }
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            ByteBuffer bb = ByteBuffer.wrap(b).order(order);
            StringBuilder sb = new StringBuilder(order.toString());
            for (int i = 0; i <= 8; i++) {
                sb.append(' ').append(bb.getInt(i)).append('/').append(bb.getLong(i)).append('/').append(bb.getShort(i))
                  .append('/').append((int) bb.getChar(i)).append('/').append(bb.getFloat(i)).append('/').append(bb.getDouble(i));
            }
            System.out.println(sb);
            byte[] w = new byte[24];
            ByteBuffer wb = ByteBuffer.wrap(w).order(order);
            wb.putInt(1, 0x01020304).putShort(6, (short) -2).putLong(9, 0x1122334455667788L).putChar(17, 'Z').putFloat(19, 1.5f);
            System.out.println(Arrays.toString(w));
            wb.putDouble(3, -0.1);
            System.out.println(Arrays.toString(w) + " " + wb.getDouble(3));
        }
        ByteBuffer bb = ByteBuffer.allocate(32);
        bb.asIntBuffer().put(new int[] {1, -2, 3, 0x7fffffff});
        System.out.println(Arrays.toString(bb.array()));
        int[] ints = new int[4];
        bb.asIntBuffer().get(ints);
        System.out.println(Arrays.toString(ints));
        bb.order(ByteOrder.LITTLE_ENDIAN).asLongBuffer().put(1, -5L);
        long[] longs = new long[4];
        bb.asLongBuffer().get(longs);
        System.out.println(Arrays.toString(longs));
        bb.clear();
        bb.asDoubleBuffer().put(new double[] {Math.PI, -0.0});
        double[] ds = new double[2];
        bb.asDoubleBuffer().get(ds);
        System.out.println(Arrays.toString(ds));
        CharBuffer cb = ByteBuffer.wrap(new byte[] {0, 65, 0, 66, 1, 0}).asCharBuffer();
        System.out.println(cb + " " + cb.length());
        ByteBuffer c = ByteBuffer.allocate(16);
        c.putInt(7).putLong(8L).flip();
        c.getInt();
        c.compact();
        System.out.println(c.position() + " " + c.getLong(0) + " " + c.slice(0, 8).getLong() + " " + c.duplicate().getLong(0));
        ByteBuffer enc = StandardCharsets.UTF_8.encode("héllo wörld €");
        System.out.println(enc.remaining() + " " + StandardCharsets.UTF_8.decode(enc));
        System.out.println(StandardCharsets.UTF_16BE.decode(ByteBuffer.wrap("mixed ✓".getBytes(StandardCharsets.UTF_16BE))));
        System.out.println("TITLE ISTANBUL".toLowerCase(new Locale("tr")) + " " + "i".toUpperCase(new Locale("tr")));
        System.out.println(Normalizer.normalize("e\u0301", Normalizer.Form.NFC).length() + " "
                + Normalizer.normalize("\u00e9", Normalizer.Form.NFD).length());
        Collator col = Collator.getInstance(Locale.FRENCH);
        String[] words = {"côte", "cote", "coté", "côté"};
        Arrays.sort(words, col);
        System.out.println(Arrays.toString(words));
    }
}
