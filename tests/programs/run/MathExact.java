// weft: expect exit 0
// Covers: Math.addExact/subtractExact/multiplyExact/incrementExact/toIntExact overflow ArithmeticException messages, non-overflowing results
public class MathExact {
    interface Op {
        long run();
    }

    static void attempt(String name, Op op) {
        try {
            System.out.println(name + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(name + " threw " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("addExact(1,2)", () -> Math.addExact(1, 2));
        attempt("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        attempt("addExact(LMAX,1L)", () -> Math.addExact(Long.MAX_VALUE, 1L));
        attempt("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        attempt("multiplyExact(65536,65536)", () -> Math.multiplyExact(65536, 65536));
        attempt("multiplyExact(65536L,65536L)", () -> Math.multiplyExact(65536L, 65536L));
        attempt("multiplyExact(LMIN,-1L)", () -> Math.multiplyExact(Long.MIN_VALUE, -1L));
        attempt("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("decrementExact(LMIN)", () -> Math.decrementExact(Long.MIN_VALUE));
        attempt("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        attempt("toIntExact(1L<<31)", () -> Math.toIntExact(1L << 31));
        attempt("toIntExact(-5L)", () -> Math.toIntExact(-5L));
        attempt("absExact(MIN)", () -> Math.absExact(Integer.MIN_VALUE));
    }
}
