// weft: expect exception java.lang.ArithmeticException
// weft: expect race DivByZeroRace.workers
// Covers: a reconfiguring thread sets workers = 0 and then workers = 4; a reader computing total / workers divides by zero only if it reads workers between those two writes, throwing an uncaught ArithmeticException; before or after the window it divides by 2 or 4; main only prints.
public class DivByZeroRace {
    static int workers = 2;
    static int share = -1;

    static final class Reconfigure extends Thread {
        @Override
        public void run() {
            workers = 0;
            workers = 4;
        }
    }

    static final class Splitter extends Thread {
        @Override
        public void run() {
            share = 100 / workers;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread r = new Reconfigure();
        Thread s = new Splitter();
        r.start();
        s.start();
        r.join();
        s.join();
        System.out.println("share = " + share);
    }
}
