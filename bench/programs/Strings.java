/** CPU-bound benchmark: StringBuilder, split/indexOf/substring, and + concatenation. */
public class Strings {
    public static void main(String[] args) {
        int rounds = 12;
        long checksum = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 4_000; i++) {
                sb.append("item").append(i).append(',').append(i * r % 97).append(';');
            }
            String text = sb.toString();
            String[] records = text.split(";");
            long sum = 0;
            for (String rec : records) {
                int comma = rec.indexOf(',');
                String name = rec.substring(0, comma);
                String value = rec.substring(comma + 1);
                sum += name.length() * 31L + Integer.parseInt(value);
                String joined = name + "=" + value + "@" + r;
                sum += joined.hashCode() & 0xff;
            }
            int from = 0;
            int hits = 0;
            while ((from = text.indexOf("item1", from)) >= 0) {
                hits++;
                from += 5;
            }
            String acc = "";
            for (int i = 0; i < 300; i++) {
                acc = acc + (char) ('a' + i % 26);
            }
            checksum = checksum * 31 + sum + hits + records.length + acc.hashCode();
        }
        System.out.println("checksum " + checksum);
    }
}
