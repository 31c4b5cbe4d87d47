// weft's own minimal stand-in for jcstress's @State, with jcstress's name (not its code), so that
// tests written for jcstress compile against it and weft jcstress reads them.
package org.openjdk.jcstress.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface State {
}
