// weft: expect race JoinMissingRacy.result
// Covers: main reads `result` before joining the worker that writes it (no happens-before edge: start orders only main's earlier actions), so result races; `other`, also written by the worker, is read by main only after join (last action -> join), so it does not race.
public class JoinMissingRacy {
    static int result;
    static int other;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            result = 42;
            other = 7;
        });
        worker.start();
        int early = result; // forgot to join first
        worker.join();
        int late = other;
        System.out.println("early = " + early + ", late = " + late);
    }
}
