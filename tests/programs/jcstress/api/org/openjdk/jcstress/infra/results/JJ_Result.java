// weft's own minimal stand-in for jcstress's JJ_Result: one public field per letter of the
// name (I int, J long, Z boolean), r1 first.
package org.openjdk.jcstress.infra.results;

public class JJ_Result {
    public long r1;
    public long r2;
}
