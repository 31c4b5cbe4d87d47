// weft's own minimal stand-in for jcstress's I_Result: one int field, r1.
package org.openjdk.jcstress.infra.results;

public class I_Result {
    public int r1;
}
