// weft's own minimal stand-in for jcstress's @Outcome (repeatable; the container is
// Outcome.Outcomes, as in jcstress).
package org.openjdk.jcstress.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(Outcome.Outcomes.class)
public @interface Outcome {
    String[] id() default {};

    Expect expect();

    String desc() default "";

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @interface Outcomes {
        Outcome[] value();
    }
}
