// weft: expect no-race
// Covers: two threads' first use of DateTimeFormatter.ISO_LOCAL_DATE: the first initializes the class, whose builder makes its parser array with toArray(new T[0]), that is Arrays.copyOf and the Array.newInstance native, and fills it; the other thread reads the array after the initialization. The array is the JDK's, made and filled in a JDK class's initializer, which the race check takes as done before every thread's first step. weft once missed the native's allocation, took the array for the program's own and reported the initializer's writes as racing with the other thread's reads. Each result goes to its own element of the program's array, read after the joins.
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

public class JdkArraysMadeByNativesOk {
    public static void main(String[] args) throws InterruptedException {
        String[] formatted = new String[2];
        Thread a = new Thread(() -> formatted[0] = DateTimeFormatter.ISO_LOCAL_DATE.format(LocalDate.of(2024, 1, 5)));
        Thread b = new Thread(() -> formatted[1] = DateTimeFormatter.ISO_LOCAL_DATE.format(LocalDate.of(2024, 1, 6)));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(formatted[0] + " " + formatted[1]);
    }
}
