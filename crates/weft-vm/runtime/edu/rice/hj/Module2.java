/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

/**
 * HJlib's third module (actors and selectors in HJlib, which weft does not model). It inherits
 * every construct of {@link Module1}, so programs that {@code import static
 * edu.rice.hj.Module2.*} compile and run.
 */
public class Module2 extends Module1 {
    protected Module2() {}
}
