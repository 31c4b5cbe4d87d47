// weft's own minimal stand-in for jcstress's III_Result: one public field per letter of the
// name (I int, J long, Z boolean), r1 first.
package org.openjdk.jcstress.infra.results;

public class III_Result {
    public int r1;
    public int r2;
    public int r3;
}
