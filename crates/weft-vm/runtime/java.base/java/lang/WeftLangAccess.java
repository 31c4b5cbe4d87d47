/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.security.AccessControlContext;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import jdk.internal.access.JavaLangAccess;
import jdk.internal.module.ServicesCatalog;
import jdk.internal.reflect.ConstantPool;
import sun.nio.ch.Interruptible;
import sun.reflect.annotation.AnnotationType;

/**
 * The {@code JavaLangAccess} shared secret that the JDK's {@code System}
 * registers in {@code initPhase1}; the model {@code System} registers this one
 * in its static initializer. String, exception and concatenation helpers
 * delegate to the JDK exactly as {@code System$2} does; class definition,
 * module and annotation-parsing operations are outside the model and stop the
 * run with a clear message.
 */
@SuppressWarnings("removal")
final class WeftLangAccess implements JavaLangAccess {
    private static <T> T unsupported(String what) {
        WeftVM.unsupported("jdk.internal.access.JavaLangAccess." + what);
        return null;
    }

    // ---- class and annotation internals (the model Class stops the run) ----

    public List<Method> getDeclaredPublicMethods(Class<?> klass, String name, Class<?>... parameterTypes) {
        return klass.getDeclaredPublicMethods(name, parameterTypes);
    }

    public ConstantPool getConstantPool(Class<?> klass) {
        return klass.getConstantPool();
    }

    public boolean casAnnotationType(Class<?> klass, AnnotationType oldType, AnnotationType newType) {
        return klass.casAnnotationType(oldType, newType);
    }

    public AnnotationType getAnnotationType(Class<?> klass) {
        return klass.getAnnotationType();
    }

    public Map<Class<? extends Annotation>, Annotation> getDeclaredAnnotationMap(Class<?> klass) {
        return klass.getDeclaredAnnotationMap();
    }

    public byte[] getRawClassAnnotations(Class<?> klass) {
        return klass.getRawAnnotations();
    }

    public byte[] getRawClassTypeAnnotations(Class<?> klass) {
        return klass.getRawTypeAnnotations();
    }

    public byte[] getRawExecutableTypeAnnotations(Executable executable) {
        return Class.getExecutableTypeAnnotationBytes(executable);
    }

    public <E extends Enum<E>> E[] getEnumConstantsShared(Class<E> klass) {
        return klass.getEnumConstantsShared();
    }

    public ProtectionDomain protectionDomain(Class<?> c) {
        return c.protectionDomain();
    }

    public Object classData(Class<?> c) {
        return c.getClassData();
    }

    // ---- threads, finalization, shutdown ----

    public void blockedOn(Interruptible b) {
        Thread.blockedOn(b);
    }

    /** Registers with the JDK's Shutdown as System$2 does; weft never runs these hooks. */
    public void registerShutdownHook(int slot, boolean registerShutdownInProgress, Runnable hook) {
        Shutdown.add(slot, registerShutdownInProgress, hook);
    }

    public Thread newThreadWithAcc(Runnable target, AccessControlContext acc) {
        return new Thread(target, acc);
    }

    @SuppressWarnings("deprecation")
    public void invokeFinalize(Object o) throws Throwable {
        o.finalize();
    }

    public void exit(int statusCode) {
        Runtime.getRuntime().exit(statusCode);
    }

    // ---- class loaders ----

    public ConcurrentHashMap<?, ?> createOrGetClassLoaderValueMap(ClassLoader cl) {
        return cl.createOrGetClassLoaderValueMap();
    }

    public Class<?> defineClass(ClassLoader loader, String name, byte[] b, ProtectionDomain pd, String source) {
        return unsupported("defineClass");
    }

    public Class<?> defineClass(ClassLoader loader, Class<?> lookup, String name, byte[] b, ProtectionDomain pd,
                                boolean initialize, int flags, Object classData) {
        return unsupported("defineClass");
    }

    /** weft has one class loader: a boot lookup is {@code Class.forName} without initialization. */
    public Class<?> findBootstrapClassOrNull(String name) {
        try {
            return Class.forName(name, false, null);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    public Package definePackage(ClassLoader cl, String name, Module module) {
        return unsupported("definePackage");
    }

    public long findNative(ClassLoader loader, String entry) {
        unsupported("findNative");
        return 0;
    }

    public String getLoaderNameID(ClassLoader loader) {
        return unsupported("getLoaderNameID");
    }

    // ---- security manager (never installed: nothing to invalidate) ----

    public void addNonExportedPackages(ModuleLayer layer) {}

    public void invalidatePackageAccessCache() {}

    // ---- modules (weft does not boot the module system) ----

    public Module defineModule(ClassLoader loader, ModuleDescriptor descriptor, URI uri) {
        return unsupported("defineModule");
    }

    public Module defineUnnamedModule(ClassLoader loader) {
        return unsupported("defineUnnamedModule");
    }

    public void addReads(Module m1, Module m2) {
        unsupported("addReads");
    }

    public void addReadsAllUnnamed(Module m) {
        unsupported("addReadsAllUnnamed");
    }

    public void addExports(Module m, String pn) {
        unsupported("addExports");
    }

    public void addExports(Module m, String pn, Module other) {
        unsupported("addExports");
    }

    public void addExportsToAllUnnamed(Module m, String pn) {
        unsupported("addExportsToAllUnnamed");
    }

    public void addOpens(Module m, String pn, Module other) {
        unsupported("addOpens");
    }

    public void addOpensToAllUnnamed(Module m, String pn) {
        unsupported("addOpensToAllUnnamed");
    }

    public void addOpensToAllUnnamed(Module m, Set<String> concealedPackages, Set<String> exportedPackages) {
        unsupported("addOpensToAllUnnamed");
    }

    public void addUses(Module m, Class<?> service) {
        unsupported("addUses");
    }

    public boolean isReflectivelyExported(Module m, String pn, Module other) {
        unsupported("isReflectivelyExported");
        return false;
    }

    public boolean isReflectivelyOpened(Module m, String pn, Module other) {
        unsupported("isReflectivelyOpened");
        return false;
    }

    public Module addEnableNativeAccess(Module m) {
        return unsupported("addEnableNativeAccess");
    }

    public void addEnableNativeAccessAllUnnamed() {
        unsupported("addEnableNativeAccessAllUnnamed");
    }

    public boolean isEnableNativeAccess(Module m) {
        unsupported("isEnableNativeAccess");
        return false;
    }

    public ServicesCatalog getServicesCatalog(ModuleLayer layer) {
        return unsupported("getServicesCatalog");
    }

    public void bindToLoader(ModuleLayer layer, ClassLoader loader) {
        unsupported("bindToLoader");
    }

    public Stream<ModuleLayer> layers(ModuleLayer layer) {
        return unsupported("layers");
    }

    public Stream<ModuleLayer> layers(ClassLoader loader) {
        return unsupported("layers");
    }

    // ---- strings, exceptions, concatenation (plain JDK code) ----

    public String fastUUID(long lsb, long msb) {
        return Long.fastUUID(lsb, msb);
    }

    public String newStringNoRepl(byte[] bytes, Charset cs) throws CharacterCodingException {
        return String.newStringNoRepl(bytes, cs);
    }

    public byte[] getBytesNoRepl(String s, Charset cs) throws CharacterCodingException {
        return String.getBytesNoRepl(s, cs);
    }

    public String newStringUTF8NoRepl(byte[] bytes, int off, int len) {
        return String.newStringUTF8NoRepl(bytes, off, len);
    }

    public byte[] getBytesUTF8NoRepl(String s) {
        return String.getBytesUTF8NoRepl(s);
    }

    public void inflateBytesToChars(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        StringLatin1.inflate(src, srcOff, dst, dstOff, len);
    }

    public int decodeASCII(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        return String.decodeASCII(src, srcOff, dst, dstOff, len);
    }

    public int encodeASCII(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        return StringCoding.implEncodeAsciiArray(src, srcOff, dst, dstOff, len);
    }

    public void setCause(Throwable t, Throwable cause) {
        t.setCause(cause);
    }

    public MethodHandle stringConcatHelper(String name, MethodType methodType) {
        return StringConcatHelper.lookupStatic(name, methodType);
    }

    public long stringConcatInitialCoder() {
        return StringConcatHelper.initialCoder();
    }

    public long stringConcatMix(long lengthCoder, String constant) {
        return StringConcatHelper.mix(lengthCoder, constant);
    }

    public String join(String prefix, String suffix, String delimiter, String[] elements, int size) {
        return String.join(prefix, suffix, delimiter, elements, size);
    }
}
