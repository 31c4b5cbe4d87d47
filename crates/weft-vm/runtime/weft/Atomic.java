/*
 * weft's public API for programs under test (not part of the JDK). Compiled
 * into the unnamed module; see crates/weft-vm/runtime/NATIVES.md.
 */
package weft;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that every execution of the annotated method is expected to be
 * atomic: weft's atomicity analyses treat each call as if it were wrapped in
 * {@link Verify#beginAtomic()} / {@link Verify#endAtomic()}. The annotation is
 * read from the class file (it is retained at run time); weft never calls
 * reflection to find it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Atomic {}
