// weft: expect exit 0
// Covers: specified hashCode algorithms: String (including empty and long strings), Integer/Long/Short/Byte/Character/Boolean/Float/Double (incl. -0.0 and NaN), List/Set/Map/Map.Entry hashCode, Arrays.hashCode of every primitive array type, enum-free deterministic values only
import java.util.AbstractMap;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

public class HashCodes {
    public static void main(String[] args) {
        String[] strs = {"", "a", "ab", "hello", "Hello, World!", "The quick brown fox jumps over the lazy dog", "\u0000", "polygenelubricants"};
        for (String s : strs) {
            System.out.println("\"" + s.replace("\u0000", "\\0") + "\".hashCode() = " + s.hashCode());
        }
        System.out.println(Integer.valueOf(-17).hashCode() + " " + Long.valueOf(-17L).hashCode() + " " + Long.valueOf(1L << 32).hashCode()
            + " " + Short.valueOf((short) -3).hashCode() + " " + Byte.valueOf((byte) -3).hashCode() + " " + Character.valueOf('A').hashCode());
        System.out.println(Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Float.valueOf(1.5f).hashCode() + " " + Float.valueOf(-0.0f).hashCode()
            + " " + Double.valueOf(1.5).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(Double.NaN).hashCode());
        System.out.println(List.of(1, 2, 3).hashCode() + " " + List.of().hashCode() + " " + Arrays.asList("a", null).hashCode());
        System.out.println(new HashSet<>(List.of(1, 2, 3)).hashCode() + " " + new AbstractMap.SimpleEntry<>("k", 7).hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        System.out.println(m.hashCode());
        System.out.println(Arrays.hashCode(new byte[] {1, -1}) + " " + Arrays.hashCode(new short[] {300}) + " " + Arrays.hashCode(new char[] {'x', 'y'})
            + " " + Arrays.hashCode(new int[] {Integer.MIN_VALUE}) + " " + Arrays.hashCode(new long[] {-1L}) + " " + Arrays.hashCode(new float[] {0.1f})
            + " " + Arrays.hashCode(new double[] {0.1}) + " " + Arrays.hashCode(new boolean[] {false, true}));
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = 31 * h + ("k" + i).hashCode();
        }
        System.out.println(h);
    }
}
