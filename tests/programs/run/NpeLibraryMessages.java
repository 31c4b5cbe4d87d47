// weft: expect exit 0
// Covers: NullPointerExceptions raised by JDK library code and natives when given null: String, StringBuilder, Arrays, collections, maps, Optional, Objects, Thread, parsing methods, concurrent collections; helpful messages from inside JDK methods name their parameters
import java.util.*;

public class NpeLibraryMessages {
    static int n = 0;
    interface R { void run() throws Exception; }
    static void report(R r) {
        n++;
        try {
            r.run();
            System.out.println(n + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(n + ": NPE " + e.getMessage());
        } catch (Exception e) {
            System.out.println(n + ": " + e);
        }
    }
    public static void main(String[] args) {
        int[] a = new int[2];
        report(() -> System.arraycopy(null, 0, a, 0, 1));
        report(() -> System.arraycopy(a, 0, null, 0, 1));
        report(() -> String.format(null));
        report(() -> "a".equals(null));
        report(() -> new StringBuilder().append((String) null));
        report(() -> Arrays.sort((int[]) null));
        report(() -> Arrays.fill((int[]) null, 1));
        report(() -> new ArrayList<>((Collection<String>) null));
        report(() -> Collections.sort((List<String>) null));
        report(() -> "abc".contains(null));
        report(() -> "abc".indexOf((String) null));
        report(() -> "abc".startsWith(null));
        report(() -> "a".split(null));
        report(() -> String.join(",", (List<String>) null));
        report(() -> "a".replace(null, "b"));
        report(() -> "abc".concat(null));
        report(() -> Integer.valueOf((String) null));
        report(() -> "abc".compareToIgnoreCase(null));
        report(() -> "abc".equalsIgnoreCase(null));
        report(() -> new String((String) null));
        report(() -> new String((byte[]) null));
        report(() -> "abc".getBytes((String) null));
        report(() -> new HashMap<String, String>().putAll(null));
        report(() -> new TreeMap<String, String>().put(null, "x"));
        report(() -> Map.of(null, 1));
        report(() -> List.of((Object) null));
        report(() -> Optional.of(null));
        report(() -> new Thread((Runnable) null).start());
        report(() -> Thread.currentThread().setName(null));
        report(() -> Objects.requireNonNull(null, "msg here"));
        report(() -> "x".repeat(2).matches(null));
        report(() -> Character.toChars(1)[0] = 'a');
        report(() -> Math.abs((Integer) null));
        report(() -> String.valueOf((Object) null).length());
        report(() -> ((Object) null).getClass());
        report(() -> Class.forName(null));
        report(() -> { synchronized (NpeLibraryMessages.class) { NpeLibraryMessages.class.wait(-1); } });
        report(() -> "abc".charAt(5));
        report(() -> "abc".substring(2, 1));
        report(() -> new StringBuilder("ab").insert(0, (char[]) null));
        report(() -> new StringBuilder("ab").append((char[]) null, 0, 1));
        report(() -> Arrays.asList(1, 2).toArray((Integer[]) null));
        report(() -> Arrays.copyOf((int[]) null, 2));
        report(() -> Arrays.equals((int[]) null, null));
        report(() -> Arrays.hashCode((int[]) null));
        report(() -> Arrays.toString((int[]) null).length());
        report(() -> Integer.parseInt(null));
        report(() -> Long.parseLong(null));
        report(() -> Double.parseDouble(null));
        report(() -> new java.util.concurrent.ConcurrentHashMap<String, String>().put(null, "a"));
        report(() -> new java.util.concurrent.atomic.AtomicReference<String>().get().length());
        report(() -> new java.util.concurrent.ConcurrentLinkedQueue<String>().add(null));
        report(() -> new ArrayDeque<String>().add(null));
        report(() -> Enum.valueOf(Thread.State.class, null));
        report(() -> Thread.State.valueOf(null));
        report(() -> "abc".chars().forEach(null));
        report(() -> List.of(1, 2).forEach(null));
        report(() -> new ArrayList<>(List.of(1)).removeIf(null));
        report(() -> Objects.hash((Object[]) null));
        report(() -> String.valueOf((char[]) null, 0, 1));
        report(() -> "abc".lastIndexOf((String) null));
        report(() -> "abc".endsWith(null));
        report(() -> "abc".contentEquals((CharSequence) null));
        report(() -> "abc".replaceAll(null, "x"));
        report(() -> "a b".split(" ", 0)[0].length());
        report(() -> new StringBuilder().append((Object) null).length());
        report(() -> new StringBuilder((String) null));
        report(() -> new StringBuilder((CharSequence) null));
        report(() -> String.copyValueOf(null));
        report(() -> ((String) null).intern());
    }
}
