/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

/**
 * HJlib's third module. It inherits every construct of {@link Module1}, so programs that
 * {@code import static edu.rice.hj.Module2.*} compile and run. Actors are the class
 * {@code edu.rice.hj.runtime.actors.Actor}; HJlib's selectors are not modelled (a program using
 * them does not compile against weft's API).
 */
public class Module2 extends Module1 {
    protected Module2() {}
}
