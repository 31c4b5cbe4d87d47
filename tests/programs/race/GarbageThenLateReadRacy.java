// weft: expect race GarbageThenLateReadRacy.shared
// Covers: a worker writes a shared field and then makes and drops 700 small objects, each written under its own monitor (a column and a monitor row of the happens-before summary each, unreachable right after: the worker's loop has no scheduling point, so no state lies between the write and the garbage), while main reads the shared field without synchronization. The summary drops the rows and columns of unreachable objects (they can never be accessed again) and must keep the shared field's column with its last write: the read after the worker's step races with the write (the read before it does not show the race: a write checks only the last write). `done`, read after join, does not race.
public class GarbageThenLateReadRacy {
    static final class Cell {
        int value;
    }

    static int shared;
    static int done;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            shared = 1;
            int sum = 0;
            for (int i = 0; i < 700; i++) {
                Cell c = new Cell();
                synchronized (c) {
                    c.value = i;
                    sum += c.value;
                }
            }
            done = sum;
        });
        worker.start();
        int seen = shared;
        worker.join();
        System.out.println(seen + done > 0);
    }
}
