// weft: expect race DefaultValueWriteMatchedRacy.x
// Covers: a write of a location's default value leaves the machine state as it was, so a state where `x` was written (writer saw flag false and stored 0) and one where nobody wrote it (main set flag first) are the same machine state; the reader reads x only after main's `go`, which orders nothing of the writer's, so on the first path its read races with the writer's store. Matching states by subsumption of the happens-before summary once took the path where x was never written to cover the other one (a location with no pairs read as "no holder required"), and missed this race; an unwritten location is in every set, so it covers only a state where the location is settled.
public class DefaultValueWriteMatchedRacy {
    static int x;
    static volatile boolean flag;
    static volatile boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            while (!go) {
                Thread.onSpinWait();
            }
            int r = x;
        });
        Thread writer = new Thread(() -> {
            if (!flag) {
                x = 0;
            }
        });
        writer.start();
        reader.start();
        flag = true;
        go = true;
        writer.join();
        reader.join();
    }
}
