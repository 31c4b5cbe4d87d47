// weft: expect exit 1
// Covers: an uncaught NullPointerException reports its helpful message (a field chain through a static field) on the first line of the uncaught-exception report
public class NpeUncaught {
    static NpeUncaught head;
    NpeUncaught next;
    String name;

    public static void main(String[] args) {
        head = new NpeUncaught();
        head.next = new NpeUncaught();
        System.out.println("before");
        System.out.println(head.next.next.name.length());
        System.out.println("after");
    }
}
