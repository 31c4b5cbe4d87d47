public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        int s = 0;
        for (int i = 0; i < 10; i++) s += i;
        System.out.println("sum=" + s);
    }
}
