/*
 * weft model class replacing java.lang.Class (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.constant.ClassDesc;
import java.lang.constant.Constable;
import java.lang.invoke.TypeDescriptor;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.URL;
import java.security.ProtectionDomain;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jdk.internal.reflect.ConstantPool;
import sun.reflect.annotation.AnnotationType;

/**
 * Model of {@code java.lang.Class}.
 *
 * <p>The VM allocates one {@code Class} object per loaded class, array class
 * and primitive type, without running a constructor. What a class is (name,
 * modifiers, supertypes, nesting) is answered by natives from the VM's class
 * data; the rest is derived here in Java, as the JDK does. Declared and
 * public methods, fields and constructors, {@code newInstance} and
 * runtime-visible annotations are modelled (see natives/reflect.rs and
 * annotations.rs); the rest of core reflection (generic signatures, nest
 * members, type annotations) stops the run with "reflection: ...".
 */
public final class Class<T> implements java.io.Serializable,
                              GenericDeclaration,
                              Type,
                              AnnotatedElement,
                              TypeDescriptor.OfField<Class<?>>,
                              Constable {
    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM       = 0x00004000;
    private static final int SYNTHETIC  = 0x00001000;

    /** Used by java.lang.ClassValue (by field access); the VM leaves it null. */
    transient ClassValue.ClassValueMap classValueMap;

    /** Never called: the VM creates Class objects. */
    private Class() {}

    private static <U> U reflection(String method) {
        WeftVM.unsupported("reflection: java.lang.Class." + method);
        return null;
    }

    private static <U> U unsupported(String method) {
        WeftVM.unsupported("java.lang.Class." + method);
        return null;
    }

    // ---- natives: what the class is ----

    public native String getName();

    public native String getSimpleName();

    public native String getTypeName();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native boolean isRecord();

    public native boolean isAnnotation();

    public native boolean isSynthetic();

    public native boolean isAnonymousClass();

    public native Class<? super T> getSuperclass();

    public native Class<?>[] getInterfaces();

    public native Class<?> getComponentType();

    public native Class<?> componentType();

    public native Class<?> arrayType();

    public native int getModifiers();

    public native boolean desiredAssertionStatus();

    static native Class<?> getPrimitiveClass(String name);

    public static native Class<?> forName(String className) throws ClassNotFoundException;

    public static native Class<?> forName(String name, boolean initialize, ClassLoader loader)
        throws ClassNotFoundException;

    native T[] getEnumConstantsShared();

    public native Class<?> getDeclaringClass() throws SecurityException;

    public native Class<?> getEnclosingClass() throws SecurityException;

    public native Class<?> getNestHost();

    // ---- derived in Java ----

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String toGenericString() {
        return reflection("toGenericString");
    }

    /** Like the JDK: null when the class is not found (the module is ignored: weft has one loader). */
    public static Class<?> forName(Module module, String name) {
        try {
            return forName(name, false, null);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /** weft defines no hidden classes. */
    public boolean isHidden() {
        return false;
    }

    public boolean isMemberClass() {
        return !isArray() && getDeclaringClass() != null;
    }

    public boolean isLocalClass() {
        return !isArray() && getEnclosingClass() != null && getDeclaringClass() == null && !isAnonymousClass();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String canonicalName = getComponentType().getCanonicalName();
            return canonicalName != null ? canonicalName.concat("[]") : null;
        }
        if (isPrimitive()) {
            return getName();
        }
        Class<?> declaring = getDeclaringClass();
        if (declaring == null) {
            // Top level, or local/anonymous (which have no canonical name).
            return getEnclosingClass() == null ? getName() : null;
        }
        String outer = declaring.getCanonicalName();
        return outer == null ? null : outer + "." + getSimpleName();
    }

    public String getPackageName() {
        Class<?> c = isArray() ? elementType() : this;
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot).intern() : "";
    }

    private Class<?> elementType() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c;
    }

    public String descriptorString() {
        if (isPrimitive()) {
            switch (getName()) {
                case "boolean": return "Z";
                case "byte": return "B";
                case "char": return "C";
                case "short": return "S";
                case "int": return "I";
                case "long": return "J";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        if (isArray()) {
            return "[" + getComponentType().descriptorString();
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public Optional<ClassDesc> describeConstable() {
        return Optional.of(ClassDesc.ofDescriptor(descriptorString()));
    }

    public boolean isNestmateOf(Class<?> c) {
        if (this == c) {
            return true;
        }
        if (isPrimitive() || isArray() || c.isPrimitive() || c.isArray()) {
            return false;
        }
        return getNestHost() == c.getNestHost();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException(cannotCastMsg(obj));
        }
        return (T) obj;
    }

    private String cannotCastMsg(Object obj) {
        return "Cannot cast " + obj.getClass().getName() + " to " + getName();
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        } else {
            throw new ClassCastException(this.toString());
        }
    }

    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    /** Used by Enum.valueOf. Built on each call (weft keeps no derived caches in the heap). */
    Map<String, T> enumConstantDirectory() {
        T[] universe = getEnumConstantsShared();
        if (universe == null) {
            throw new IllegalArgumentException(getName() + " is not an enum class");
        }
        Map<String, T> directory = new HashMap<>((int) (universe.length / 0.75f) + 1);
        for (T constant : universe) {
            directory.put(((Enum<?>) constant).name(), constant);
        }
        return directory;
    }

    /** Whether the class (for arrays: the element class) came from the application class path. */
    private native boolean isApplicationClass();

    /**
     * The application class loader for classes of the class path; null (the bootstrap loader)
     * for the JDK's classes, primitives and arrays of them.
     */
    public ClassLoader getClassLoader() {
        return isApplicationClass() ? WeftAppClassLoader.INSTANCE : null;
    }

    ClassLoader getClassLoader0() {
        return getClassLoader();
    }

    /** As the JDK: relative names are taken in the class's package, "/x" is "x". */
    private String resolveName(String name) {
        if (!name.startsWith("/")) {
            String baseName = getPackageName();
            if (!baseName.isEmpty()) {
                name = baseName.replace('.', '/') + "/" + name;
            }
        } else {
            name = name.substring(1);
        }
        return name;
    }

    /**
     * A class-path resource for application classes; for the JDK's classes, a resource of the
     * class's module in the runtime image (such as {@code Currency}'s {@code currency.data}).
     */
    public InputStream getResourceAsStream(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        if (cl == null) {
            byte[] bytes = jdkResource(getModule().getName(), name);
            return bytes == null ? null : new java.io.ByteArrayInputStream(bytes);
        }
        return cl.getResourceAsStream(name);
    }

    /** The bytes of resource {@code name} of JDK module {@code module}, or null. */
    private static native byte[] jdkResource(String module, String name);

    public URL getResource(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        if (cl == null) {
            return unsupported("getResource of a JDK class (" + getName() + ")");
        }
        return cl.getResource(name);
    }

    // ---- not modelled: packages, protection domains ----

    /** The JDK module of a class of the bootstrap loader ("java.base" for primitives and models). */
    private native String jdkModuleName();

    /**
     * Application classes are in their loader's unnamed module; the JDK's classes in a named
     * module of that name (without a descriptor).
     */
    public Module getModule() {
        ClassLoader cl = getClassLoader();
        if (cl != null) {
            return cl.getUnnamedModule();
        }
        return WeftAppClassLoader.jdkModule(jdkModuleName());
    }

    public Package getPackage() {
        return unsupported("getPackage");
    }

    public ProtectionDomain getProtectionDomain() {
        return unsupported("getProtectionDomain");
    }

    ProtectionDomain protectionDomain() {
        return unsupported("protectionDomain");
    }

    public Object[] getSigners() {
        return unsupported("getSigners");
    }

    void setSigners(Object[] signers) {
        unsupported("setSigners");
    }

    Object getClassData() {
        return unsupported("getClassData");
    }

    public Class<?>[] getNestMembers() {
        return reflection("getNestMembers");
    }

    public boolean isSealed() {
        return Class.<Boolean>reflection("isSealed");
    }

    public Class<?>[] getPermittedSubclasses() {
        return reflection("getPermittedSubclasses");
    }

    // ---- core reflection (what is not modelled stops the run) ----

    @SuppressWarnings("deprecation")
    @Deprecated(since = "9")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        T obj = allocateInstance();
        runNullaryConstructor(obj);
        return obj;
    }

    /**
     * A new, unconstructed instance of this class, initialized first;
     * {@code InstantiationException} for interfaces, abstract classes, arrays, primitives and
     * classes without a nullary constructor.
     */
    private native T allocateInstance() throws InstantiationException;

    /** Runs this class's nullary constructor on {@code obj}, as a Java frame. */
    private native void runNullaryConstructor(Object obj);

    // ---- generic signatures: the class's Signature attribute, parsed by the JDK's own code ----

    /** The class's {@code Signature} attribute, or null when it has none. */
    private native String getGenericSignature0();

    /** The parsed signature (made anew at each call: the model keeps no cache), or null. */
    private sun.reflect.generics.repository.ClassRepository genericInfo() {
        String signature = getGenericSignature0();
        if (signature == null) {
            return null;
        }
        return sun.reflect.generics.repository.ClassRepository.make(signature,
                sun.reflect.generics.factory.CoreReflectionFactory.make(this,
                        sun.reflect.generics.scope.ClassScope.make(this)));
    }

    @SuppressWarnings("unchecked")
    public TypeVariable<Class<T>>[] getTypeParameters() {
        sun.reflect.generics.repository.ClassRepository info = genericInfo();
        return info == null ? (TypeVariable<Class<T>>[]) new TypeVariable<?>[0]
                : (TypeVariable<Class<T>>[]) info.getTypeParameters();
    }

    public Type getGenericSuperclass() {
        sun.reflect.generics.repository.ClassRepository info = genericInfo();
        if (info == null) {
            return getSuperclass();
        }
        return isInterface() ? null : info.getSuperclass();
    }

    public Type[] getGenericInterfaces() {
        sun.reflect.generics.repository.ClassRepository info = genericInfo();
        return info == null ? getInterfaces() : info.getSuperInterfaces();
    }

    public Method getEnclosingMethod() throws SecurityException {
        return reflection("getEnclosingMethod");
    }

    public Constructor<?> getEnclosingConstructor() throws SecurityException {
        return reflection("getEnclosingConstructor");
    }

    public Class<?>[] getClasses() {
        return reflection("getClasses");
    }

    /** The public fields of this class, its superinterfaces and superclasses, in the JDK's order. */
    public Field[] getFields() throws SecurityException {
        java.util.LinkedHashSet<Field> fields = new java.util.LinkedHashSet<>();
        addPublicFields(this, fields, new java.util.HashSet<>());
        return fields.toArray(new Field[0]);
    }

    private static void addPublicFields(Class<?> c, java.util.Set<Field> fields, java.util.Set<Class<?>> seen) {
        if (c == null || !seen.add(c)) {
            return;
        }
        for (Field f : c.declaredFields()) {
            if (java.lang.reflect.Modifier.isPublic(f.getModifiers())) {
                fields.add(f);
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            addPublicFields(i, fields, seen);
        }
        if (!c.isInterface()) {
            addPublicFields(c.getSuperclass(), fields, seen);
        }
    }

    /**
     * The public methods of this class and its supertypes: a method declared in a subclass hides
     * one with the same name and parameter types further up; among interface methods the most
     * specific non-abstract one wins, as the JDK's {@code PublicMethods}.
     */
    public Method[] getMethods() throws SecurityException {
        java.util.LinkedHashMap<String, Method> methods = new java.util.LinkedHashMap<>();
        for (Class<?> k = this; k != null; k = k.getSuperclass()) {
            for (Method m : k.declaredMethods()) {
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                    methods.putIfAbsent(signature(m), m);
                }
            }
            if (isInterface()) {
                break;
            }
        }
        addInterfaceMethods(this, methods, new java.util.HashSet<>());
        return methods.values().toArray(new Method[0]);
    }

    private static String signature(Method m) {
        return m.getName() + java.util.Arrays.toString(m.getParameterTypes());
    }

    private static void addInterfaceMethods(Class<?> c, Map<String, Method> methods, java.util.Set<Class<?>> seen) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                if (!seen.add(i)) {
                    continue;
                }
                for (Method m : i.declaredMethods()) {
                    if (java.lang.reflect.Modifier.isPublic(m.getModifiers())
                            && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                        Method old = methods.get(signature(m));
                        if (old == null || (old.getDeclaringClass().isInterface()
                                && java.lang.reflect.Modifier.isAbstract(old.getModifiers())
                                && !java.lang.reflect.Modifier.isAbstract(m.getModifiers()))) {
                            methods.put(signature(m), m);
                        }
                    }
                }
                addInterfaceMethods(i, methods, seen);
            }
        }
    }

    /** Fresh {@code Constructor} objects for the constructors this class declares. */
    private native Constructor<T>[] declaredConstructors();

    public Constructor<?>[] getConstructors() throws SecurityException {
        java.util.ArrayList<Constructor<?>> list = new java.util.ArrayList<>();
        for (Constructor<T> c : declaredConstructors()) {
            if (java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                list.add(c);
            }
        }
        return list.toArray(new Constructor<?>[0]);
    }

    /** As the JDK: this class's public fields, then its superinterfaces', then its superclass's. */
    public Field getField(String name) throws NoSuchFieldException, SecurityException {
        Field f = findPublicField(this, name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    private static Field findPublicField(Class<?> c, String name) {
        for (Field f : c.declaredFields()) {
            if (f.getName().equals(name) && java.lang.reflect.Modifier.isPublic(f.getModifiers())) {
                return f;
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            Field f = findPublicField(i, name);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = c.getSuperclass();
        return s == null ? null : findPublicField(s, name);
    }

    public Method getMethod(String name, Class<?>... parameterTypes)
        throws NoSuchMethodException, SecurityException {
        Method m = findPublicMethod(this, name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes)
        throws NoSuchMethodException, SecurityException {
        return findConstructor(parameterTypes, true);
    }

    private Constructor<T> findConstructor(Class<?>[] parameterTypes, boolean publicOnly)
        throws NoSuchMethodException {
        Class<?>[] types = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        for (Constructor<T> c : declaredConstructors()) {
            if (java.util.Arrays.equals(c.getParameterTypes(), types)
                    && (!publicOnly || java.lang.reflect.Modifier.isPublic(c.getModifiers()))) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public Class<?>[] getDeclaredClasses() throws SecurityException {
        return reflection("getDeclaredClasses");
    }

    /** Fresh {@code Field} objects for the fields this class declares. */
    private native Field[] declaredFields();

    public Field[] getDeclaredFields() throws SecurityException {
        return declaredFields();
    }

    public RecordComponent[] getRecordComponents() {
        return isRecord() ? getRecordComponents0() : null;
    }

    /** The record's components, in order, made by the VM with the fields HotSpot fills in. */
    private native RecordComponent[] getRecordComponents0();

    /** Fresh {@code Method} objects for the methods this class declares (no constructors or initializers). */
    private native Method[] declaredMethods();

    public Method[] getDeclaredMethods() throws SecurityException {
        return declaredMethods();
    }

    public Constructor<?>[] getDeclaredConstructors() throws SecurityException {
        return declaredConstructors();
    }

    public Field getDeclaredField(String name) throws NoSuchFieldException, SecurityException {
        return reflection("getDeclaredField");
    }

    public Method getDeclaredMethod(String name, Class<?>... parameterTypes)
        throws NoSuchMethodException, SecurityException {
        Method m = findMethod(this, name, parameterTypes, false);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    /** A method declared by {@code c} (public only, when asked) with this name and these parameter types. */
    private static Method findMethod(Class<?> c, String name, Class<?>[] parameterTypes, boolean publicOnly) {
        if (parameterTypes == null) {
            parameterTypes = new Class<?>[0];
        }
        for (Method m : c.declaredMethods()) {
            if (m.getName().equals(name) && java.util.Arrays.equals(m.getParameterTypes(), parameterTypes)
                    && (!publicOnly || java.lang.reflect.Modifier.isPublic(m.getModifiers()))) {
                return m;
            }
        }
        return null;
    }

    /** A public method of {@code c}, its superclasses or its superinterfaces. */
    private static Method findPublicMethod(Class<?> c, String name, Class<?>[] parameterTypes) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            Method m = findMethod(k, name, parameterTypes, true);
            if (m != null) {
                return m;
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                Method m = findPublicMethod(i, name, parameterTypes);
                if (m != null) {
                    return m;
                }
            }
        }
        return null;
    }

    /** As the JDK's message: {@code pkg.C.name(int,java.lang.String)}. */
    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName() + "." + name + "(");
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    List<Method> getDeclaredPublicMethods(String name, Class<?>... parameterTypes) {
        return reflection("getDeclaredPublicMethods");
    }

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
        throws NoSuchMethodException, SecurityException {
        return findConstructor(parameterTypes, false);
    }

    /**
     * Null: weft hands out no raw annotation bytes (type annotations of a class, method or field
     * that has them stop the run in {@link #getRawTypeAnnotations}), so no caller reads it.
     */
    ConstantPool getConstantPool() {
        return null;
    }

    // ---- annotations (runtime-visible, built by the VM: natives/reflect.rs) ----

    /** Fresh objects for the runtime-visible annotations on this class, in class-file order. */
    private native Annotation[] declaredAnnotations0();

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        for (Annotation a : getAnnotations()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    /** Directly present annotations of the type, or else those inside its {@code @Repeatable} container. */
    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        return byType(getAnnotations(), annotationClass);
    }

    /** The declared annotations, then the {@code @Inherited} ones of the superclasses not overridden. */
    public Annotation[] getAnnotations() {
        java.util.LinkedHashMap<Class<? extends Annotation>, Annotation> map = new java.util.LinkedHashMap<>();
        for (Annotation a : declaredAnnotations0()) {
            map.put(a.annotationType(), a);
        }
        for (Class<?> s = getSuperclass(); s != null; s = s.getSuperclass()) {
            for (Annotation a : s.declaredAnnotations0()) {
                Class<? extends Annotation> t = a.annotationType();
                if (t.isAnnotationPresent(java.lang.annotation.Inherited.class) && !map.containsKey(t)) {
                    map.put(t, a);
                }
            }
        }
        return map.values().toArray(new Annotation[0]);
    }

    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        for (Annotation a : declaredAnnotations0()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return byType(declaredAnnotations0(), annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations0();
    }

    @SuppressWarnings("unchecked")
    private static <A extends Annotation> A[] byType(Annotation[] annotations, Class<A> type) {
        java.util.Objects.requireNonNull(type);
        java.util.ArrayList<A> found = new java.util.ArrayList<>();
        for (Annotation a : annotations) {
            if (a.annotationType() == type) {
                found.add(type.cast(a));
            }
        }
        java.lang.annotation.Repeatable repeatable = type.getDeclaredAnnotation(java.lang.annotation.Repeatable.class);
        if (found.isEmpty() && repeatable != null) {
            for (Annotation a : annotations) {
                if (a.annotationType() == repeatable.value()) {
                    try {
                        for (Object o : (Object[]) repeatable.value().getMethod("value").invoke(a)) {
                            found.add(type.cast(o));
                        }
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return found.toArray((A[]) java.lang.reflect.Array.newInstance(type, found.size()));
    }

    public AnnotatedType getAnnotatedSuperclass() {
        if (this == Object.class || isInterface() || isArray() || isPrimitive() || this == void.class) {
            return null;
        }
        return sun.reflect.annotation.TypeAnnotationParser.buildAnnotatedSuperclass(getRawTypeAnnotations(),
                getConstantPool(), this);
    }

    public AnnotatedType[] getAnnotatedInterfaces() {
        return sun.reflect.annotation.TypeAnnotationParser.buildAnnotatedInterfaces(getRawTypeAnnotations(),
                getConstantPool(), this);
    }

    byte[] getRawAnnotations() {
        return reflection("getRawAnnotations");
    }

    /** Null when the class has no type annotations; else the run stops with the clear error. */
    native byte[] getRawTypeAnnotations();

    static byte[] getExecutableTypeAnnotationBytes(Executable ex) {
        return reflection("getExecutableTypeAnnotationBytes");
    }

    boolean casAnnotationType(AnnotationType oldType, AnnotationType newType) {
        return Class.<Boolean>reflection("casAnnotationType");
    }

    AnnotationType getAnnotationType() {
        return reflection("getAnnotationType");
    }

    Map<Class<? extends Annotation>, Annotation> getDeclaredAnnotationMap() {
        return reflection("getDeclaredAnnotationMap");
    }
}
