// weft: expect exit 0
// Covers: switch expressions with arrow labels, multiple labels per case, yield from blocks, old-style colon labels with yield, switch expressions on int/String/enum/char, exhaustive enum switch without default, switch expression as method argument and in loops, throwing from a switch arm
public class SwitchExpressions {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static int daysIn(int month, boolean leap) {
        return switch (month) {
            case 4, 6, 9, 11 -> 30;
            case 2 -> leap ? 29 : 28;
            case 1, 3, 5, 7, 8, 10, 12 -> 31;
            default -> throw new IllegalArgumentException("bad month " + month);
        };
    }

    static String colour(Suit s) {
        return switch (s) {
            case HEARTS, DIAMONDS -> "red";
            case CLUBS, SPADES -> "black";
        };
    }

    static int score(String word) {
        int result = switch (word.length()) {
            case 0:
                yield 0;
            case 1:
            case 2:
                yield 1;
            default: {
                int s = 0;
                for (char c : word.toCharArray()) {
                    s += c - 'a' + 1;
                }
                yield s;
            }
        };
        return result;
    }

    static String grade(char c) {
        return switch (c) {
            case 'A', 'B' -> "good";
            case 'C' -> {
                String tmp = "ok";
                yield tmp.toUpperCase();
            }
            default -> "unknown " + (int) c;
        };
    }

    public static void main(String[] args) {
        int total = 0;
        for (int m = 1; m <= 12; m++) {
            total += daysIn(m, false);
        }
        System.out.println("days: " + total + " leapFeb=" + daysIn(2, true));
        try {
            daysIn(13, false);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        for (Suit s : Suit.values()) {
            System.out.println(s + " is " + colour(s));
        }
        for (String w : new String[] {"", "a", "to", "abc", "hello"}) {
            System.out.println("score(" + w + ")=" + score(w));
        }
        System.out.println(grade('A') + " " + grade('C') + " " + grade('Z'));
        String msg = String.valueOf(switch (3) {
            case 3 -> 'x';
            default -> 'y';
        });
        System.out.println(msg);
        double d = switch ("pi") {
            case "e" -> Math.E;
            case "pi" -> Math.PI;
            default -> 0;
        };
        System.out.println(d);
        Object o = switch (1) {
            case 1 -> 1;
            default -> "str";
        };
        System.out.println(o.getClass().getName());
        long big = switch (Suit.SPADES) {
            case SPADES -> 1L << 40;
            default -> 0;
        };
        System.out.println(big);
    }
}
