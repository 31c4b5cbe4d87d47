// weft: expect exit 0
// Covers: Iterator.remove on ArrayList/HashMap/TreeSet, IllegalStateException on double remove, ConcurrentModificationException from modifying a list/map during for-each, removing the second-to-last element (no CME quirk), ListIterator, removeIf as the safe alternative, NoSuchElementException past the end
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeSet;

public class IteratorRemoveCME {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            list.add(i);
        }
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(list);
        Iterator<Integer> it2 = list.iterator();
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("ISE on second remove");
        }
        try {
            for (Integer v : list) {
                if (v == 4) {
                    list.remove(v);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME from list: " + e.getMessage());
        }
        System.out.println(list);
        List<String> quirk = new ArrayList<>(List.of("a", "b", "c"));
        for (String s : quirk) {
            if (s.equals("b")) {
                quirk.remove(s);
            }
        }
        System.out.println("no CME when removing second-to-last: " + quirk);
        Map<Integer, String> map = new HashMap<>();
        for (int i = 0; i < 6; i++) {
            map.put(i, "v" + i);
        }
        try {
            for (Integer k : map.keySet()) {
                if (k == 2) {
                    map.put(100, "new");
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME from map");
        }
        Iterator<Map.Entry<Integer, String>> eit = map.entrySet().iterator();
        while (eit.hasNext()) {
            Map.Entry<Integer, String> e = eit.next();
            if (e.getKey() % 2 == 1) {
                eit.remove();
            } else {
                e.setValue(e.getValue().toUpperCase());
            }
        }
        System.out.println(map);
        TreeSet<String> ts = new TreeSet<>(List.of("d", "a", "c", "b"));
        Iterator<String> tit = ts.iterator();
        tit.next();
        tit.remove();
        System.out.println(ts);
        list.removeIf(v -> v > 5);
        System.out.println(list);
        Iterator<Integer> end = List.of(1).iterator();
        end.next();
        try {
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE past end");
        }
        try {
            end.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE remove on immutable iterator");
        }
    }
}
