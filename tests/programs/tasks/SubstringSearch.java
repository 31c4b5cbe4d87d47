// weft: expect race SubstringSearch.foundAt
// weft: regions expect race SubstringSearch.foundAt
// weft: regions sharing SubstringSearch.foundAt
// Covers: Table I SubstringSearch (a race in the paper too): one async per candidate position of the pattern "ab" in "abab"; both matching positions (0 and 2) write the shared field foundAt without synchronization, a write-write race; the text is only read.
import static edu.rice.hj.Module1.*;

public class SubstringSearch {
    static final char[] text = "abab".toCharArray();
    static final char[] pattern = "ab".toCharArray();
    static int foundAt = -1;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                for (int p = 0; p + pattern.length <= text.length; p++) {
                    final int start = p;
                    async(() -> {
                        boolean match = true;
                        for (int k = 0; k < pattern.length; k++) {
                            if (text[start + k] != pattern[k]) {
                                match = false;
                            }
                        }
                        if (match) {
                            foundAt = start;
                        }
                    });
                }
            });
            System.out.println(foundAt);
        });
    }
}
