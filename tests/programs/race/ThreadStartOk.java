// weft: expect no-race
// Covers: writes before Thread.start are visible to the started thread: main writes the plain static `factor` and each Worker's plain `input` before starting it (start -> first action of the thread), each worker writes only its own `output`, and main reads the outputs after join (last action -> join); the two workers only read factor, and reads never conflict.
public class ThreadStartOk {
    static int factor;

    static final class Worker extends Thread {
        int input;
        int output;

        @Override
        public void run() {
            output = input * factor;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        factor = 3;
        Worker w1 = new Worker();
        Worker w2 = new Worker();
        w1.input = 5;
        w2.input = 7;
        w1.start();
        w2.start();
        w1.join();
        w2.join();
        assert w1.output == 15 && w2.output == 21 : "start did not publish";
        System.out.println(w1.output + w2.output);
    }
}
