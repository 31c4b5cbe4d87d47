// weft: expect race java.util.AbstractList.modCount
// Covers: a list class of the program's extends java.util.AbstractList and bumps the protected field modCount it inherits, from two threads without synchronization: the field belongs to the program's object, so it races, although it is declared by a JDK class (a JDK list's own modCount is out of the program's reach).
import java.util.AbstractList;

public class ProtectedJdkFieldRacy {
    static final class Versioned extends AbstractList<Integer> {
        void bump() {
            modCount++;
        }

        @Override
        public Integer get(int index) {
            return modCount;
        }

        @Override
        public int size() {
            return 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Versioned list = new Versioned();
        Thread a = new Thread(list::bump);
        Thread b = new Thread(list::bump);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(list.get(0));
    }
}
