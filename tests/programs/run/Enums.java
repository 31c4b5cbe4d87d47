// weft: expect exit 0
// Covers: enum values(), valueOf (and IllegalArgumentException message for unknown names), ordinal, name, toString, compareTo, equals/==, switch on enum (including default and fallthrough), enum in EnumMap and EnumSet, Enum.valueOf, getDeclaringClass
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

public class Enums {
    enum Color { RED, GREEN, BLUE, YELLOW }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static String kind(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case FRI:
                return "almost";
            default:
                return "weekday";
        }
    }

    static int mood(Color c) {
        int score = 0;
        switch (c) {
            case RED:
                score += 1;
            case GREEN:
                score += 10;
                break;
            case BLUE:
                score = -1;
                break;
        }
        return score;
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + c.compareTo(Color.GREEN) + " mood=" + mood(c));
        }
        System.out.println(Color.valueOf("BLUE") == Color.BLUE);
        System.out.println(Enum.valueOf(Color.class, "RED"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        for (Day d : Day.values()) {
            System.out.print(d + "=" + kind(d) + " ");
        }
        System.out.println();
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println(Color.values()[0] + " " + Color.values().length + " " + (Color.values() != Color.values()));
        Map<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        System.out.println(hours + " " + hours.containsKey(Day.TUE));
        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        System.out.println(weekend + " " + EnumSet.complementOf(weekend) + " " + EnumSet.range(Day.TUE, Day.THU));
        System.out.println(Day.MON.getDeclaringClass().getName() + " " + Day.MON.equals(Day.MON));
        Color c = Color.YELLOW;
        String label = switch (c) {
            case RED, YELLOW -> "warm";
            case GREEN, BLUE -> "cool";
        };
        System.out.println(label);
    }
}
