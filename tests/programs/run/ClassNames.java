// weft: expect exit 0
// Covers: Class.getName/getSimpleName/isArray/getComponentType/isInterface/isPrimitive/getSuperclass for nested, inner, anonymous, local, array, primitive, enum and record classes; isAnonymousClass/isLocalClass/isMemberClass; isInstance/isAssignableFrom; class literals
public class ClassNames {
    interface Marker {
    }

    static class Nested implements Marker {
    }

    class Inner {
    }

    enum Color { RED }

    record Pair(int a, int b) {
    }

    public static void main(String[] args) {
        class Local {
        }
        Object anon = new Object() {
        };
        Runnable lambda = () -> { };
        Class<?>[] classes = {Nested.class, Inner.class, Local.class, anon.getClass(), int[].class, String[][].class, int.class,
            Marker.class, Color.class, Pair.class, ClassNames.class, Object.class, void.class};
        for (Class<?> c : classes) {
            System.out.println(c.getName() + " | " + c.getSimpleName() + " | array=" + c.isArray() + " iface=" + c.isInterface()
                + " prim=" + c.isPrimitive() + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass()
                + " enum=" + c.isEnum() + " record=" + c.isRecord());
        }
        System.out.println(String[][].class.getComponentType().getName() + " " + int[].class.getComponentType());
        System.out.println(Nested.class.getSuperclass().getName() + " " + Color.class.getSuperclass().getName() + " " + Pair.class.getSuperclass().getName());
        System.out.println(Marker.class.isInstance(new Nested()) + " " + Marker.class.isAssignableFrom(Nested.class) + " " + Nested.class.isAssignableFrom(Marker.class));
        System.out.println(Number.class.isAssignableFrom(Integer.class) + " " + Object[].class.isAssignableFrom(String[].class) + " " + int.class.isAssignableFrom(Integer.class));
        System.out.println(lambda instanceof Runnable);
        System.out.println(Nested.class == new Nested().getClass());
        System.out.println(Integer.TYPE + " " + Integer.class + " " + Marker.class + " " + int[].class);
        System.out.println(java.lang.reflect.Modifier.isAbstract(Marker.class.getModifiers()) + " " + java.lang.reflect.Modifier.isStatic(Nested.class.getModifiers()));
    }
}
