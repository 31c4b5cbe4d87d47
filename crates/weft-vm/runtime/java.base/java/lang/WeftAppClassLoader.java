/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;

/**
 * The application class loader in weft: the loader of every class found on the class path
 * (JDK classes keep the bootstrap loader, null), and what
 * {@code ClassLoader.getSystemClassLoader()} returns. Classes are defined by the VM, so
 * {@code loadClass} is {@code Class.forName}; resources are read from the class path's
 * directories and jars (read-only, through the VM), as the JDK's loader finds them.
 */
final class WeftAppClassLoader extends ClassLoader {
    /** The named modules of the JDK's classes, made when first asked for (before INSTANCE: its construction may ask). */
    private static final HashMap<String, Module> JDK_MODULES = new HashMap<>();

    /** The one application class loader, created when a program first asks for it. */
    static final WeftAppClassLoader INSTANCE = new WeftAppClassLoader();

    private WeftAppClassLoader() {
        super("app", null);
    }

    /** The contents of class-path resource {@code name}, or null. */
    private static native byte[] resourceBytes(String name);

    /** The URL of class-path resource {@code name} ({@code file:...} or {@code jar:file:...!/...}), or null. */
    private static native String resourceUrl(String name);

    /**
     * Every class-path entry's resource {@code name}, in class-path order: its URL (a
     * {@code String}) and its contents (a {@code byte[]}), one after the other.
     */
    static native Object[] allResources(String name);

    /**
     * The module of the JDK's classes in module {@code name}: a named module of the bootstrap
     * loader, without a descriptor (weft does not read module descriptors).
     */
    static synchronized Module jdkModule(String name) {
        Module module = JDK_MODULES.get(name);
        if (module == null) {
            module = newNamedModule(name);
            JDK_MODULES.put(name, module);
        }
        return module;
    }

    /** A {@code Module} named {@code name}, of the bootstrap loader, allocated by the VM. */
    private static native Module newNamedModule(String name);

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return Class.forName(name, false, null);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        return Class.forName(name, false, null);
    }

    @Override
    public URL getResource(String name) {
        return findResource(name);
    }

    @Override
    protected URL findResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        String url = resourceUrl(name);
        if (url == null) {
            return null;
        }
        try {
            return new URL(url);
        } catch (MalformedURLException e) {
            return null;
        }
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return findResources(name);
    }

    @Override
    protected Enumeration<URL> findResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        Object[] found = allResources(name);
        java.util.ArrayList<URL> urls = new java.util.ArrayList<>();
        for (int i = 0; i < found.length; i += 2) {
            urls.add(new URL((String) found[i]));
        }
        return Collections.enumeration(urls);
    }

    @Override
    public InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        byte[] bytes = resourceBytes(name);
        return bytes == null ? null : new ByteArrayInputStream(bytes);
    }

    @Override
    public String toString() {
        return "jdk.internal.loader.ClassLoaders$AppClassLoader@" + Integer.toHexString(hashCode());
    }
}
