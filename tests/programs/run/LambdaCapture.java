// weft: expect exit 0
// Covers: lambdas capturing effectively final locals, parameters, loop variables (fresh per iteration in enhanced for), instance fields via this (seeing later mutation), static fields, arrays as mutable captured cells, nested lambdas, lambdas returned from methods, lambda in constructor
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class LambdaCapture {
    private int field = 1;
    private static int staticField = 100;
    private final Supplier<String> fromCtor;

    LambdaCapture(String tag) {
        fromCtor = () -> tag + ":" + field;
    }

    Supplier<Integer> captureThis() {
        return () -> this.field * 10;
    }

    IntSupplier captureField() {
        return () -> field + staticField;
    }

    static IntSupplier counter(int start) {
        int[] cell = {start};
        return () -> cell[0]++;
    }

    static Supplier<Supplier<String>> nested(String outer) {
        return () -> {
            String mid = outer + "-mid";
            return () -> mid + "-inner";
        };
    }

    public static void main(String[] args) {
        LambdaCapture obj = new LambdaCapture("ctor");
        Supplier<Integer> s = obj.captureThis();
        IntSupplier f = obj.captureField();
        System.out.println(s.get() + " " + f.getAsInt() + " " + obj.fromCtor.get());
        obj.field = 7;
        staticField = 1000;
        System.out.println(s.get() + " " + f.getAsInt() + " " + obj.fromCtor.get());
        IntSupplier c1 = counter(5);
        IntSupplier c2 = counter(50);
        System.out.println(c1.getAsInt() + " " + c1.getAsInt() + " " + c2.getAsInt() + " " + c1.getAsInt());
        List<Supplier<String>> suppliers = new ArrayList<>();
        for (String name : new String[] {"x", "y", "z"}) {
            suppliers.add(() -> "hello " + name);
        }
        for (int i = 0; i < 3; i++) {
            final int copy = i * i;
            suppliers.add(() -> "square " + copy);
        }
        for (Supplier<String> sup : suppliers) {
            System.out.println(sup.get());
        }
        System.out.println(nested("out").get().get());
        long big = 1L << 40;
        double d = 2.5;
        char ch = 'k';
        boolean flag = true;
        Supplier<String> multi = () -> big + "|" + d + "|" + ch + "|" + flag;
        System.out.println(multi.get());
        Runnable r = () -> System.out.println("runnable sees staticField=" + staticField);
        r.run();
        StringBuilder shared = new StringBuilder();
        Runnable appender = () -> shared.append("!");
        appender.run();
        appender.run();
        System.out.println(shared);
    }
}
