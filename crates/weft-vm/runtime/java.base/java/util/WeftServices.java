/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.util;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;

/**
 * The provider lookup of {@code java.util.ServiceLoader} in weft: the JDK's {@code ServiceLoader}
 * runs as it is ({@code load}, {@code iterator}, {@code stream}, {@code findFirst},
 * {@code reload}, the caching of providers) except for its private {@code newLookupIterator},
 * which the VM answers with {@link #lookup}. For a service type of the application the
 * providers are the ones the class path's {@code META-INF/services} files name, in class-path
 * order, parsed, loaded and checked as the JDK's class-path lookup does (same
 * {@code ServiceConfigurationError} messages). For a service type of the JDK the providers its
 * modules declare ({@code provides ... with ...} in the runtime image's module descriptors) come
 * first, as the JDK's module lookup finds them before the class path's: each is made by its
 * public static {@code provider()} method if it has one, else by its no-argument constructor.
 * Module layers are not modelled.
 */
final class WeftServices {
    private WeftServices() {
    }

    private static void fail(Class<?> service, String msg, Throwable cause) throws ServiceConfigurationError {
        throw new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private static void fail(Class<?> service, String msg) throws ServiceConfigurationError {
        throw new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    /** The provider lookup of a {@code ServiceLoader} of {@code service} over {@code loader}. */
    static <S> Iterator<ServiceLoader.Provider<S>> lookup(Class<S> service, ClassLoader loader, boolean layered) {
        if (layered) {
            java.lang.WeftVM.unsupported("java.util.ServiceLoader of a module layer (service " + service.getName()
                    + "): weft finds the providers of the JDK's modules and of the class path's META-INF/services");
        }
        // The installed providers (`loadInstalled`: the platform class loader's) are the JDK
        // modules' only; the class path is the application loader's.
        boolean installed = loader != null && loader == ClassLoader.getPlatformClassLoader();
        return new Lookup<>(service, loader, service.getClassLoader() == null || installed, !installed);
    }

    /** The class-path lookup: configuration files are read when the first provider is asked for. */
    private static final class Lookup<S> implements Iterator<ServiceLoader.Provider<S>> {
        private final Class<S> service;
        private final ClassLoader loader;
        /** Whether the service is the JDK's: its modules' providers come first. */
        private final boolean jdkService;
        /** The JDK's provider class names still to load, in order. */
        private ArrayDeque<String> modular;
        /** Class-path provider class names still to load, in order. */
        private ArrayDeque<String> pending;
        private ServiceLoader.Provider<S> next;

        /** Whether the class path's configuration files count (not for the installed providers). */
        private final boolean classPath;

        Lookup(Class<S> service, ClassLoader loader, boolean jdkService, boolean classPath) {
            this.service = service;
            this.loader = loader;
            this.jdkService = jdkService;
            this.classPath = classPath;
        }

        private void readConfigurations() {
            modular = new ArrayDeque<>();
            if (jdkService) {
                modular.addAll(Arrays.asList(java.lang.WeftVM.jdkServiceProviders(service.getName())));
            }
            pending = new ArrayDeque<>();
            if (!classPath) {
                return;
            }
            Set<String> seen = new HashSet<>();
            Object[] found = java.lang.WeftVM.serviceConfigurations("META-INF/services/" + service.getName());
            for (int i = 0; i < found.length; i += 2) {
                String url = (String) found[i];
                String text = new String((byte[]) found[i + 1], StandardCharsets.UTF_8);
                int lc = 0;
                for (String line : text.split("\n", -1)) {
                    lc++;
                    String name = parseLine(url, lc, line);
                    if (name != null && seen.add(name)) {
                        pending.add(name);
                    }
                }
            }
        }

        /** The provider name on line {@code lc}, or null when it has none; the JDK's syntax checks. */
        private String parseLine(String url, int lc, String line) {
            int ci = line.indexOf('#');
            if (ci >= 0) {
                line = line.substring(0, ci);
            }
            line = line.trim();
            int n = line.length();
            if (n == 0) {
                return null;
            }
            if (line.indexOf(' ') >= 0 || line.indexOf('\t') >= 0) {
                fail(service, url + ":" + lc + ": Illegal configuration-file syntax");
            }
            int cp = line.codePointAt(0);
            if (!Character.isJavaIdentifierStart(cp)) {
                fail(service, url + ":" + lc + ": Illegal provider-class name: " + line);
            }
            for (int i = Character.charCount(cp); i < n; i += Character.charCount(cp)) {
                cp = line.codePointAt(i);
                if (!Character.isJavaIdentifierPart(cp) && cp != '.') {
                    fail(service, url + ":" + lc + ": Illegal provider-class name: " + line);
                }
            }
            return line;
        }

        @Override
        public boolean hasNext() {
            if (next != null) {
                return true;
            }
            if (pending == null) {
                readConfigurations();
            }
            String mn = modular.poll();
            if (mn != null) {
                next = modularProvider(mn);
                return true;
            }
            String cn = pending.poll();
            if (cn == null) {
                return false;
            }
            Class<?> c = null;
            try {
                c = Class.forName(cn, false, loader);
            } catch (ClassNotFoundException x) {
                fail(service, "Provider " + cn + " not found");
            }
            if (!service.isAssignableFrom(c)) {
                fail(service, c.getName() + " not a subtype");
            }
            Constructor<?> ctor = null;
            try {
                ctor = c.getConstructor();
            } catch (Throwable x) {
                fail(service, cn + " Unable to get public no-arg constructor", x);
            }
            next = new Provided<>(service, c.asSubclass(service), ctor, null);
            return true;
        }

        /** A provider a JDK module declares: its static {@code provider()} method, else its constructor. */
        private ServiceLoader.Provider<S> modularProvider(String cn) {
            Class<?> c = null;
            try {
                c = Class.forName(cn, false, null);
            } catch (ClassNotFoundException x) {
                fail(service, "Provider " + cn + " not found");
            }
            java.lang.reflect.Method factory = null;
            try {
                java.lang.reflect.Method m = c.getMethod("provider");
                if (Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() == c) {
                    factory = m;
                }
            } catch (NoSuchMethodException x) {
                // No provider method: the constructor makes it.
            }
            if (factory != null) {
                return new Provided<>(service, c.asSubclass(Object.class), null, factory);
            }
            if (!service.isAssignableFrom(c)) {
                fail(service, c.getName() + " not a subtype");
            }
            Constructor<?> ctor = null;
            try {
                ctor = c.getDeclaredConstructor();
                ctor.setAccessible(true);
            } catch (Throwable x) {
                fail(service, cn + " Unable to get public no-arg constructor", x);
            }
            return new Provided<>(service, c.asSubclass(service), ctor, null);
        }

        @Override
        public ServiceLoader.Provider<S> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ServiceLoader.Provider<S> p = next;
            next = null;
            return p;
        }
    }

    /**
     * A provider: made at each {@code get} by its no-argument constructor, or by its static
     * {@code provider()} method (a JDK module's provider may have one).
     */
    private static final class Provided<S> implements ServiceLoader.Provider<S> {
        private final Class<S> service;
        private final Class<?> type;
        private final Constructor<?> ctor;
        private final java.lang.reflect.Method factory;

        Provided(Class<S> service, Class<?> type, Constructor<?> ctor, java.lang.reflect.Method factory) {
            this.service = service;
            this.type = type;
            this.ctor = ctor;
            this.factory = factory;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Class<? extends S> type() {
            return (Class<? extends S>) type;
        }

        @Override
        public S get() {
            Object p = null;
            try {
                if (factory != null) {
                    p = factory.invoke(null);
                } else if (Modifier.isAbstract(type.getModifiers())) {
                    throw new InstantiationException(type.getName());
                } else {
                    p = ctor.newInstance();
                }
            } catch (Throwable x) {
                if (x instanceof InvocationTargetException) {
                    x = x.getCause();
                }
                fail(service, "Provider " + type.getName() + " could not be instantiated", x);
            }
            if (p == null) {
                fail(service, type.getName() + ".provider() returned null");
            }
            return service.cast(p);
        }

        @Override
        public int hashCode() {
            return Objects.hash(service, type);
        }

        @Override
        public boolean equals(Object ob) {
            return ob instanceof Provided && ((Provided<?>) ob).service == service && ((Provided<?>) ob).type == type;
        }
    }
}
