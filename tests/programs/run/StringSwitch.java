// weft: expect exit 0
// Covers: switch on strings (hashCode dispatch, hash collisions "Aa"/"BB", default, fallthrough), switch on strings in a loop, switch expression on strings
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa":
                return "Aa-case";
            case "BB":
                return "BB-case";
            case "apple":
            case "banana":
                return "fruit";
            case "":
                return "empty";
            default:
                return "other:" + s;
        }
    }

    static int fall(String s) {
        int r = 0;
        switch (s) {
            case "three":
                r += 3;
            case "two":
                r += 2;
            case "one":
                r += 1;
                break;
            case "zero":
                r = -100;
        }
        return r;
    }

    public static void main(String[] args) {
        String[] inputs = {"Aa", "BB", "apple", "banana", "", "cherry", "AaAa", "BBBB"};
        for (String s : inputs) {
            System.out.println(s + " -> " + classify(s));
        }
        System.out.println("Aa".hashCode() == "BB".hashCode());
        for (String s : new String[] {"one", "two", "three", "zero", "four"}) {
            System.out.println(s + " fall=" + fall(s));
        }
        for (String day : new String[] {"SAT", "MON", "SUN", "XYZ"}) {
            int n = switch (day) {
                case "SAT", "SUN" -> 0;
                case "MON" -> {
                    int x = day.length();
                    yield x * 10;
                }
                default -> -1;
            };
            System.out.println(day + "=" + n);
        }
        try {
            String nul = null;
            switch (nul) {
                case "a":
                    break;
                default:
                    break;
            }
        } catch (NullPointerException e) {
            System.out.println("NPE on null switch");
        }
    }
}
