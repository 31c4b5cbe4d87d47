// weft: witness confirmed ElevatorSim.floor
// weft: witness refuted ElevatorSim.lucky
// weft: witness-args --seed 1
// Covers: the shape of the paper's ElevSim benchmark: riders (three, or the first argument) call the elevator to floors
// under the `building` lock; the elevator takes the nearest call under `building` and moves
// floor by floor, updating the cabin position `floor` under the `cabin` lock. During the
// morning rush (until half the trips are served) a rider peeks at `floor` under `building`
// to see whether the cabin is already there: a race with the elevator's move, but only while
// the elevator is between two floors during the rush; otherwise the `building` lock, which
// the elevator takes between trips, orders them. Lots of nondeterminism (which call is
// nearest depends on the interleaving) and synchronization follow. `lucky` is counted under
// `building` and read by main after joining the riders: in seed 1's run (since session 26,
// when fewer JDK accesses are scheduling points and the seed's run changed) its candidate
// lockset empties at main's read, a false alarm phase 2 refutes.
public class ElevatorSim {
    static final Object building = new Object();
    static final Object cabin = new Object();
    static final int FLOORS = 8;
    static int riders = 3;
    static final int TRIPS = 6;
    static final int[] calls = new int[FLOORS];
    static int tripsLeft;
    static int lucky;
    static int floor;
    static volatile boolean rushHour = true;

    static void ride(int id) {
        for (int trip = 0; trip < TRIPS; trip++) {
            int dest = (id * 3 + trip * 5) % FLOORS;
            synchronized (building) {
                calls[dest]++;
                if (rushHour && floor == dest) { // the race: floor is the cabin's
                    lucky++;
                }
            }
            int walk = 0;
            for (int step = 0; step < 200; step++) {
                walk += step % (dest + 1);
            }
            if (walk < 0) {
                return;
            }
        }
    }

    static void operate() {
        int position = 0;
        int served = 0;
        while (true) {
            int target = -1;
            synchronized (building) {
                if (tripsLeft == 0) {
                    return;
                }
                for (int d = 0; d < FLOORS && target < 0; d++) {
                    for (int f : new int[] {position - d, position + d}) {
                        if (target < 0 && f >= 0 && f < FLOORS && calls[f] > 0) {
                            target = f;
                        }
                    }
                }
                if (target >= 0) {
                    calls[target]--;
                    tripsLeft--;
                }
            }
            if (target < 0) {
                Thread.yield();
                continue;
            }
            while (position != target) {
                position += position < target ? 1 : -1;
                synchronized (cabin) {
                    floor = position;
                }
            }
            served++;
            if (served == riders * TRIPS / 2) {
                rushHour = false;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length > 0) {
            riders = Integer.parseInt(args[0]);
        }
        tripsLeft = riders * TRIPS;
        Thread elevator = new Thread(ElevatorSim::operate);
        elevator.start();
        Thread[] riding = new Thread[riders];
        for (int i = 0; i < riders; i++) {
            int id = i;
            riding[i] = new Thread(() -> ride(id));
            riding[i].start();
        }
        for (Thread r : riding) {
            r.join();
        }
        elevator.join();
        System.out.println("lucky riders: " + lucky);
    }
}
