// weft's own minimal stand-in for jcstress's ZZ_Result: one public field per letter of the
// name (I int, J long, Z boolean), r1 first.
package org.openjdk.jcstress.infra.results;

public class ZZ_Result {
    public boolean r1;
    public boolean r2;
}
