// weft: expect exception java.lang.ArithmeticException
// weft: regions expect exception java.lang.ArithmeticException
// Covers: an exception thrown in one iteration of a forall (a division by zero at i == 1) is collected by the forall's finish, which waits for the other iteration and then throws MultipleExceptions; nothing catches it, so the program ends with it. weft reports the exception the task threw (java.lang.ArithmeticException, at its throw site), as it reports any uncaught exception, under both modes.
import static edu.rice.hj.Module1.*;

public class FinishExceptionUncaught {
    public static void main(String[] args) {
        int[] quotients = new int[2];
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> quotients[i] = 10 / (1 - i));
            System.out.println(quotients[0]);
        });
    }
}
