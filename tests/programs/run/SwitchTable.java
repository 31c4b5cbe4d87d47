// weft: expect exit 0
// Covers: tableswitch (dense cases, negative lows), lookupswitch (sparse and huge keys, Integer.MIN/MAX), fallthrough, default in the middle, switch on char/byte/short and boxed Integer, nested switch, break out of switch inside loop
public class SwitchTable {
    static String dense(int x) {
        switch (x) {
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "dense-default(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "min";
            case -1000000: return "minus million";
            case 7: return "seven";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "max";
            default: return "sparse-default(" + x + ")";
        }
    }

    static int fallthrough(int x) {
        int acc = 0;
        switch (x) {
            case 1:
                acc += 1;
            case 2:
                acc += 10;
            default:
                acc += 100;
            case 3:
                acc += 1000;
                break;
            case 4:
                acc += 10000;
        }
        return acc;
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            case '\u00ff':
                return "y-umlaut";
            default:
                return Character.isDigit(c) ? "digit" : "consonant";
        }
    }

    public static void main(String[] args) {
        for (int i = -4; i <= 7; i++) {
            System.out.println(i + ": " + dense(i));
        }
        int[] probes = {Integer.MIN_VALUE, -1000000, -1, 7, 8, 1000, 65536, 65535, Integer.MAX_VALUE};
        for (int p : probes) {
            System.out.println(p + ": " + sparse(p));
        }
        for (int i = 0; i <= 5; i++) {
            System.out.println("fallthrough(" + i + ") = " + fallthrough(i));
        }
        StringBuilder sb = new StringBuilder();
        for (char c : "hi 2u\u00ff".toCharArray()) {
            sb.append(charSwitch(c)).append(',');
        }
        System.out.println(sb);
        byte b = -3;
        switch (b) {
            case -3 -> System.out.println("byte -3");
            default -> System.out.println("byte other");
        }
        Integer boxed = 42;
        switch (boxed) {
            case 42:
                System.out.println("boxed 42");
                break;
            default:
                System.out.println("boxed other");
        }
        int found = -1;
        outer:
        for (int i = 0; i < 10; i++) {
            switch (i % 4) {
                case 3:
                    found = i;
                    break outer;
                case 1:
                    continue;
                default:
                    break;
            }
            System.out.println("loop i=" + i);
        }
        System.out.println("found=" + found);
        int x = 2, y = 1;
        switch (x) {
            case 2:
                switch (y) {
                    case 1:
                        System.out.println("nested 2/1");
                        break;
                    default:
                        System.out.println("nested 2/?");
                }
                System.out.println("after inner");
                break;
            default:
                System.out.println("outer default");
        }
        long total = 0;
        for (int i = 0; i < 1000; i++) {
            switch (i % 7) {
                case 0 -> total += 1;
                case 1, 2 -> total += 2;
                case 5 -> total -= 3;
                default -> total += i;
            }
        }
        System.out.println("total=" + total);
    }
}
