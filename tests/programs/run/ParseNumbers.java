// weft: expect exit 0
// Covers: Integer.parseInt with radix, Long.parseLong, Integer.valueOf, Double.parseDouble, Boolean.parseBoolean, NumberFormatException messages for bad input, overflow, empty and null strings
public class ParseNumbers {
    static void tryInt(String s, int radix) {
        try {
            System.out.println("parseInt(" + s + "," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        }
    }

    static void tryLong(String s) {
        try {
            System.out.println("parseLong(" + s + ") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        }
    }

    static void tryDouble(String s) {
        try {
            System.out.println("parseDouble(" + s + ") = " + Double.parseDouble(s));
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println("NPE from parseDouble");
        }
    }

    public static void main(String[] args) {
        tryInt("123", 10);
        tryInt("-123", 10);
        tryInt("+42", 10);
        tryInt("ff", 16);
        tryInt("-FF", 16);
        tryInt("1010", 2);
        tryInt("777", 8);
        tryInt("zz", 36);
        tryInt("2147483647", 10);
        tryInt("2147483648", 10);
        tryInt("-2147483648", 10);
        tryInt("12a", 10);
        tryInt("", 10);
        tryInt("-", 10);
        tryInt(" 1", 10);
        tryInt("2", 2);
        tryInt(null, 10);
        tryInt("1", 99);
        tryLong("9223372036854775807");
        tryLong("9223372036854775808");
        tryLong("-9223372036854775808");
        tryLong("12L");
        System.out.println(Integer.valueOf("77") + Integer.valueOf(3));
        System.out.println(Long.valueOf("-5", 7));
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-1) + " " + Integer.toUnsignedLong(-2));
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("010") + " " + Integer.decode("-#F"));
        tryDouble("3.14");
        tryDouble("1e3");
        tryDouble("  2.5  ");
        tryDouble("-Infinity");
        tryDouble("NaN");
        tryDouble("0x1p4");
        tryDouble("1.5f");
        tryDouble("abc");
        tryDouble("");
        tryDouble(null);
        System.out.println(Float.parseFloat("0.1") + " " + Short.parseShort("-300") + " " + Byte.parseByte("7f", 16));
        try {
            Byte.parseByte("200");
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        }
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean(null));
    }
}
