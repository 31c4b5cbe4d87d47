// weft: expect race ThreadStartLateWriteRacy.factor
// Covers: main writes the plain static `factor` AFTER starting the worker that reads it; start only orders main's actions before start(), so the write of factor and the worker's read are unordered (race on factor); the worker's `input` is written before start and `output` read after join, so ThreadStartLateWriteRacy$Worker.input and .output do not race.
public class ThreadStartLateWriteRacy {
    static int factor = 1;

    static final class Worker extends Thread {
        int input;
        int output;

        @Override
        public void run() {
            output = input * factor;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker();
        w.input = 5;
        w.start();
        factor = 3; // too late
        w.join();
        System.out.println("output = " + w.output);
    }
}
