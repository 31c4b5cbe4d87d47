// weft: expect exit 0
// weft: args 3 -4 5 1000000 x
// Covers: parsing numeric command-line arguments with Integer.parseInt, skipping invalid ones via NumberFormatException, computing sum/min/max
public class ArgsSum {
    public static void main(String[] args) {
        long sum = 0;
        int min = Integer.MAX_VALUE, max = Integer.MIN_VALUE, bad = 0;
        for (String a : args) {
            try {
                int v = Integer.parseInt(a);
                sum += v;
                min = Math.min(min, v);
                max = Math.max(max, v);
            } catch (NumberFormatException e) {
                bad++;
                System.out.println("skipping " + e.getMessage());
            }
        }
        System.out.println("sum=" + sum + " min=" + min + " max=" + max + " bad=" + bad + " count=" + args.length);
    }
}
