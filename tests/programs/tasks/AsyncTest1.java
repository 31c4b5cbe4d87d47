// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: Table I AsyncTest1: a task spawns a task that spawns a task (transitive asyncs), each writing its own element of a shared array; the one finish around the first async waits for all three (a finish joins its tasks transitively), so the main task's reads after it do not race.
import static edu.rice.hj.Module1.*;

public class AsyncTest1 {
    static final int[] level = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    level[0] = 1;
                    async(() -> {
                        level[1] = 2;
                        async(() -> {
                            level[2] = 3;
                        });
                    });
                });
            });
            System.out.println(level[0] + level[1] + level[2]);
        });
    }
}
