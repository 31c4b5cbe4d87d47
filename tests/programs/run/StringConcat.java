// weft: expect exit 0
// Covers: string concatenation with + of every primitive type, null references, char vs int addition order, compound += on strings, concat of objects via toString, constant folding vs runtime concat
public class StringConcat {
    static class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -8;
        short s = 300;
        char c = 'q';
        int i = 42;
        long l = -9_000_000_000L;
        float f = 1.25f;
        double d = 0.1;
        String n = null;
        Object o = null;
        System.out.println("z=" + z + " b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d);
        System.out.println("null: " + n + " " + o);
        System.out.println(n + "x");
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c");
        System.out.println("c" + 'a' + 'b');
        System.out.println('a' + 1);
        System.out.println((char) ('a' + 1));
        System.out.println("" + 'a' + 1);
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k;
            acc += ',';
        }
        System.out.println(acc);
        acc += null;
        System.out.println(acc);
        System.out.println("p=" + new Point(1, -2));
        Point[] pts = {new Point(3, 4), null};
        System.out.println(pts[0] + "/" + pts[1]);
        char[] chars = {'h', 'i'};
        System.out.println("chars: " + String.valueOf(chars));
        System.out.println("" + Integer.MIN_VALUE + Long.MAX_VALUE + Double.NaN + Float.NEGATIVE_INFINITY);
        System.out.println("bool " + (i > 40) + " " + !z);
        System.out.println("x".concat("y").concat(String.valueOf(7)));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " " + sb.length());
        final String k1 = "ab";
        String k2 = "a";
        System.out.println((k1 + "c") == "abc");
        System.out.println((k2 + "bc") == "abc");
        System.out.println((k2 + "bc").equals("abc"));
        System.out.println("\u0041\t|" + "\\" + "\"" + '\'');
        Integer boxed = 5;
        Long lboxed = null;
        System.out.println("boxed " + boxed + lboxed);
    }
}
