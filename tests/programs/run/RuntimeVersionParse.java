// weft: expect exit 0
// Covers: Runtime.version() (the version of the JDK weft runs, as java's) and Runtime.Version: parse of valid and invalid version strings (pre-release, build, optional parts, leading and trailing zeros, an empty '+', the JDK's error messages), the accessors, compareTo/compareToIgnoreOptional (numeric against alphanumeric pre-releases), equals/equalsIgnoreOptional, hashCode and toString
import java.util.*;
public class RuntimeVersionParse {
    public static void main(String[] args) {
        Runtime.Version v = Runtime.version();
        System.out.println(v.feature() + " " + v.interim() + " " + v.update() + " " + v.patch() + " " + v.version().size());
        String[] samples = {"17", "17.0.1", "17.0.1-ea", "17-ea+3", "17+3-opt", "17-ea-b1", "17+-opt", "17.0.0", "017", "17.01",
            "17-ea.1", "17+", "17-ea+-opt", "9.0.4+11", "11.0.2+9-LTS", "1.8", "", "17+01", "17++", "17.0.0.1-x", "18-1+2", "18-a+2-z.z"};
        List<Runtime.Version> ok = new ArrayList<>();
        for (String s : samples) {
            try {
                Runtime.Version p = Runtime.Version.parse(s);
                ok.add(p);
                System.out.println(s + " -> " + p + " " + p.version() + " " + p.pre() + " " + p.build() + " " + p.optional() + " " + p.hashCode());
            } catch (RuntimeException e) {
                System.out.println(s + " -> " + e);
            }
        }
        for (Runtime.Version a : ok) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (Runtime.Version b : ok) sb.append(' ').append(a.compareTo(b)).append('/').append(a.compareToIgnoreOptional(b)).append(a.equals(b) ? "E" : "").append(a.equalsIgnoreOptional(b) ? "e" : "");
            System.out.println(sb);
        }
        System.out.println(Runtime.version().compareTo(Runtime.Version.parse("17")) > 0);
    }
}
