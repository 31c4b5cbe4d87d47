// weft: expect exit 0
// Covers: VarHandle call sites whose types differ from the handle's (boxing, unboxing, widening, casts of the result), every access mode on instance, static and array-element handles, WrongMethodTypeException, ClassCastException, ArrayStoreException, UnsupportedOperationException and NullPointerException as the JDK throws them, and findVarHandle/findStaticVarHandle on a field of the other kind or type
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleCallSiteTypes {
    int count;
    volatile long total;
    Object ref;
    Integer boxed;
    boolean flag;
    double ratio;
    static int hits;
    static String label;

    static final VarHandle COUNT;
    static final VarHandle TOTAL;
    static final VarHandle REF;
    static final VarHandle BOXED;
    static final VarHandle FLAG;
    static final VarHandle RATIO;
    static final VarHandle HITS;
    static final VarHandle LABEL;
    static final VarHandle OBJECTS = MethodHandles.arrayElementVarHandle(Object[].class);
    static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            COUNT = l.findVarHandle(VarHandleCallSiteTypes.class, "count", int.class);
            TOTAL = l.findVarHandle(VarHandleCallSiteTypes.class, "total", long.class);
            REF = l.findVarHandle(VarHandleCallSiteTypes.class, "ref", Object.class);
            BOXED = l.findVarHandle(VarHandleCallSiteTypes.class, "boxed", Integer.class);
            FLAG = l.findVarHandle(VarHandleCallSiteTypes.class, "flag", boolean.class);
            RATIO = l.findVarHandle(VarHandleCallSiteTypes.class, "ratio", double.class);
            HITS = l.findStaticVarHandle(VarHandleCallSiteTypes.class, "hits", int.class);
            LABEL = l.findStaticVarHandle(VarHandleCallSiteTypes.class, "label", String.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    interface Action {
        void run() throws Throwable;
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Throwable t) {
            String msg = t.getMessage();
            // The JDK's messages for nulls unboxed inside its adapters name internal methods.
            if (t instanceof NullPointerException || msg == null) {
                msg = "";
            }
            int from = msg.indexOf(", from ");
            if (from >= 0) {
                msg = msg.substring(0, from);
            }
            System.out.println(what + ": " + t.getClass().getName() + (msg.isEmpty() ? "" : " " + msg));
        }
    }

    public static void main(String[] args) {
        VarHandleCallSiteTypes o = new VarHandleCallSiteTypes();

        // Every access mode on an int field, with exact call-site types.
        COUNT.set(o, 1);
        System.out.println("get " + (int) COUNT.get(o));
        COUNT.setVolatile(o, 2);
        System.out.println("getVolatile " + (int) COUNT.getVolatile(o));
        COUNT.setOpaque(o, 3);
        System.out.println("getOpaque " + (int) COUNT.getOpaque(o));
        COUNT.setRelease(o, 4);
        System.out.println("getAcquire " + (int) COUNT.getAcquire(o));
        System.out.println("compareAndSet " + COUNT.compareAndSet(o, 4, 5) + " " + COUNT.compareAndSet(o, 4, 6));
        System.out.println("weakCompareAndSet " + COUNT.weakCompareAndSet(o, 5, 6));
        System.out.println("weakCompareAndSetPlain " + COUNT.weakCompareAndSetPlain(o, 6, 7));
        System.out.println("weakCompareAndSetAcquire " + COUNT.weakCompareAndSetAcquire(o, 7, 8));
        System.out.println("weakCompareAndSetRelease " + COUNT.weakCompareAndSetRelease(o, 8, 9));
        System.out.println("compareAndExchange " + (int) COUNT.compareAndExchange(o, 9, 10) + " " + (int) COUNT.compareAndExchange(o, 9, 11));
        System.out.println("compareAndExchangeAcquire " + (int) COUNT.compareAndExchangeAcquire(o, 10, 12));
        System.out.println("compareAndExchangeRelease " + (int) COUNT.compareAndExchangeRelease(o, 12, 13));
        System.out.println("getAndSet " + (int) COUNT.getAndSet(o, 20) + " " + (int) COUNT.getAndSetAcquire(o, 21) + " " + (int) COUNT.getAndSetRelease(o, 22));
        System.out.println("getAndAdd " + (int) COUNT.getAndAdd(o, 5) + " " + (int) COUNT.getAndAddAcquire(o, 5) + " " + (int) COUNT.getAndAddRelease(o, 5));
        System.out.println("getAndBitwiseOr " + (int) COUNT.getAndBitwiseOr(o, 64) + " " + (int) COUNT.getAndBitwiseOrAcquire(o, 128) + " " + (int) COUNT.getAndBitwiseOrRelease(o, 256));
        System.out.println("getAndBitwiseAnd " + (int) COUNT.getAndBitwiseAnd(o, 0xFF) + " " + (int) COUNT.getAndBitwiseAndAcquire(o, 0x7F) + " " + (int) COUNT.getAndBitwiseAndRelease(o, 0x3F));
        System.out.println("getAndBitwiseXor " + (int) COUNT.getAndBitwiseXor(o, 1) + " " + (int) COUNT.getAndBitwiseXorAcquire(o, 2) + " " + (int) COUNT.getAndBitwiseXorRelease(o, 4));
        System.out.println("count " + o.count);

        // Call-site types adapted to the handle's: boxing, unboxing, widening, result casts.
        Integer seven = 7;
        COUNT.setVolatile(o, seven);
        System.out.println("unboxed Integer " + o.count);
        COUNT.set(o, (Object) Short.valueOf((short) 3));
        System.out.println("unboxed Short through Object " + o.count);
        COUNT.set(o, 'A');
        System.out.println("widened char " + o.count);
        Integer got = (Integer) COUNT.getVolatile(o);
        System.out.println("boxed result " + got + " " + (got == Integer.valueOf(65)));
        Object any = COUNT.get(o);
        System.out.println("Object result " + any + " " + any.getClass().getName());
        long wide = (long) COUNT.getAndAdd(o, 1);
        double wider = (double) COUNT.get(o);
        System.out.println("widened results " + wide + " " + wider);
        TOTAL.setVolatile(o, 5);
        TOTAL.getAndAdd(o, 10);
        System.out.println("long field from int " + (long) TOTAL.getVolatile(o) + " " + TOTAL.compareAndSet(o, 15, 16L) + " " + o.total);
        Object[] objects = new Object[2];
        Integer v = 300;
        OBJECTS.setVolatile(objects, 0, v);
        OBJECTS.setRelease(objects, 1, 4);
        Integer first = (Integer) OBJECTS.getVolatile(objects, 0);
        System.out.println("Object[] elements " + first + " " + objects[1] + " " + (objects[1] == Integer.valueOf(4)) + " " + OBJECTS.compareAndSet(objects, 1, objects[1], "x") + " " + objects[1]);
        String s = (String) OBJECTS.getAndSet(objects, 1, "y");
        System.out.println("cast result " + s + " " + objects[1]);
        REF.set(o, 3.5);
        System.out.println("boxed double into Object " + o.ref + " " + o.ref.getClass().getName());
        BOXED.set(o, 12);
        int unboxed = (int) BOXED.get(o);
        long unboxedWide = (long) BOXED.getVolatile(o);
        System.out.println("Integer field " + o.boxed + " " + unboxed + " " + unboxedWide);
        FLAG.set(o, true);
        Boolean b = (Boolean) FLAG.getVolatile(o);
        System.out.println("boolean field " + b + " " + (b == Boolean.TRUE) + " " + (boolean) FLAG.getAndBitwiseXor(o, true) + " " + o.flag);
        RATIO.set(o, 2);
        RATIO.getAndAdd(o, 0.5f);
        System.out.println("double field " + (double) RATIO.get(o) + " " + RATIO.get(o));
        int[] ints = new int[3];
        INTS.set(ints, 1, (short) 9);
        INTS.getAndAdd(ints, (Integer) 1, 1);
        System.out.println("int[] " + ints[1] + " " + (long) INTS.getAcquire(ints, 1));
        long[] longs = new long[1];
        LONGS.setVolatile(longs, 0, 'z');
        System.out.println("long[] " + longs[0] + " " + LONGS.compareAndExchange(longs, 0, 122, -1));
        HITS.set(4);
        HITS.getAndAdd((byte) 2);
        System.out.println("static int " + hits + " " + HITS.getVolatile() + " " + (long) HITS.compareAndExchange(6, 7));
        LABEL.setVolatile("a");
        Object prev = LABEL.getAndSet("b");
        System.out.println("static String " + prev + " " + label + " " + LABEL.compareAndSet("b", "c") + " " + label);

        // What the JDK rejects.
        attempt("String into int", () -> COUNT.set(o, "str"));
        attempt("long into int", () -> COUNT.set(o, 5L));
        attempt("int result as Long", () -> {
            Long r = (Long) COUNT.get(o);
        });
        attempt("long result as int", () -> {
            int r = (int) TOTAL.get(o);
        });
        attempt("missing value", () -> COUNT.set(o));
        attempt("extra coordinate", () -> HITS.set(o, 1));
        attempt("Object String into int", () -> COUNT.set((Object) o, (Object) "str"));
        attempt("Object Long into int", () -> COUNT.set(o, (Object) Long.valueOf(3)));
        attempt("Object null into int", () -> COUNT.set(o, (Object) null));
        attempt("wrong receiver", () -> COUNT.set((Object) "other", 4));
        attempt("null receiver", () -> COUNT.get((VarHandleCallSiteTypes) null));
        attempt("result cast", () -> {
            REF.set(o, 3);
            String r = (String) REF.get(o);
        });
        attempt("null Integer unboxed", () -> {
            o.boxed = null;
            int r = (int) BOXED.get(o);
        });
        attempt("Integer into String[]", () -> OBJECTS.set(new String[1], 0, 5));
        attempt("index out of bounds", () -> OBJECTS.set(new Object[1], 3, 5));
        attempt("null array", () -> OBJECTS.set((Object[]) null, 0, 5));
        attempt("wrong array", () -> OBJECTS.get((Object) new int[1], 0));
        attempt("getAndAdd on Object", () -> {
            Object r = REF.getAndAdd(o, 1);
        });
        attempt("getAndBitwiseOr on double", () -> {
            double r = (double) RATIO.getAndBitwiseOr(o, 1.0);
        });
        attempt("findStaticVarHandle of an instance field",
                () -> MethodHandles.lookup().findStaticVarHandle(VarHandleCallSiteTypes.class, "count", int.class));
        attempt("findVarHandle of a static field",
                () -> MethodHandles.lookup().findVarHandle(VarHandleCallSiteTypes.class, "hits", int.class));
        attempt("findVarHandle of the wrong type",
                () -> MethodHandles.lookup().findVarHandle(VarHandleCallSiteTypes.class, "count", long.class));
        attempt("findVarHandle of a missing field",
                () -> MethodHandles.lookup().findVarHandle(VarHandleCallSiteTypes.class, "missing", Object.class));
    }
}
