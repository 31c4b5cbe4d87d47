// weft's own minimal stand-in for jcstress's Expect (how an outcome is graded).
package org.openjdk.jcstress.annotations;

public enum Expect {
    ACCEPTABLE,
    ACCEPTABLE_INTERESTING,
    FORBIDDEN,
    UNKNOWN
}
