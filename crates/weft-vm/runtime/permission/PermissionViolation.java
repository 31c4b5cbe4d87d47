/*
 * weft's API for the permission regions of Mercer et al. (written for weft).
 */
package permission;

/**
 * Thrown by an {@code acquireR}/{@code acquireW} that overlaps a conflicting region another task
 * holds (a write with a read or a write on the same object or array element), and by a release
 * of a region the task does not hold. An {@code Error}, so that {@code catch (Exception e)} in
 * the program does not hide it; {@code weft check} reports it as an uncaught exception with a
 * replayable counterexample.
 */
public class PermissionViolation extends Error {
    public PermissionViolation(String message) {
        super(message);
    }
}
