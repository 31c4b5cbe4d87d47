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
 * {@code ServiceConfigurationError} messages). Providers in the JDK's modules are not known to
 * weft, so a service type of the JDK stops the run with the clear "unsupported" error.
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
        if (layered || service.getClassLoader() == null) {
            java.lang.WeftVM.unsupported("java.util.ServiceLoader of " + (layered ? "a module layer" : "a service type of the JDK")
                    + " (service " + service.getName() + "): weft finds the providers of the class path's "
                    + "META-INF/services only, not those of the JDK's modules");
        }
        return new Lookup<>(service, loader);
    }

    /** The class-path lookup: configuration files are read when the first provider is asked for. */
    private static final class Lookup<S> implements Iterator<ServiceLoader.Provider<S>> {
        private final Class<S> service;
        private final ClassLoader loader;
        /** Provider class names still to load, in order. */
        private ArrayDeque<String> pending;
        private ServiceLoader.Provider<S> next;

        Lookup(Class<S> service, ClassLoader loader) {
            this.service = service;
            this.loader = loader;
        }

        private void readConfigurations() {
            pending = new ArrayDeque<>();
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
            next = new Provided<>(service, c.asSubclass(service), ctor);
            return true;
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

    /** A provider found on the class path: made by its public no-argument constructor at each {@code get}. */
    private static final class Provided<S> implements ServiceLoader.Provider<S> {
        private final Class<S> service;
        private final Class<? extends S> type;
        private final Constructor<?> ctor;

        Provided(Class<S> service, Class<? extends S> type, Constructor<?> ctor) {
            this.service = service;
            this.type = type;
            this.ctor = ctor;
        }

        @Override
        public Class<? extends S> type() {
            return type;
        }

        @Override
        public S get() {
            Object p = null;
            try {
                if (Modifier.isAbstract(type.getModifiers())) {
                    throw new InstantiationException(type.getName());
                }
                p = ctor.newInstance();
            } catch (Throwable x) {
                if (x instanceof InvocationTargetException) {
                    x = x.getCause();
                }
                fail(service, "Provider " + type.getName() + " could not be instantiated", x);
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
