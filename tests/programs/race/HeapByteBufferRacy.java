// weft: expect race byte[] 4
// weft: expect race byte[] 5
// weft: expect race byte[] 6
// weft: expect race byte[] 7
// Covers: a heap ByteBuffer over the program's byte[] (wrap) shared by two threads without synchronization: one puts an int at index 4 (the bytes 4..7 of the backing byte[]), the other reads it with getInt; nothing orders them, so they race on each of the four elements both cover. Before, weft read getInt(4) from one byte (an aligned Unsafe.getInt on a byte[]) and putInt(4) was unsupported. (A buffer from ByteBuffer.allocate holds the JDK's own array, whose races weft does not report yet.)
import java.nio.ByteBuffer;

public class HeapByteBufferRacy {
    static final byte[] data = new byte[16];
    static final ByteBuffer buffer = ByteBuffer.wrap(data);

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> buffer.putInt(4, 0x01020304));
        writer.start();
        int seen = buffer.getInt(4);
        writer.join();
        System.out.println(seen == 0 || seen == 0x01020304 ? "whole" : "torn " + seen);
    }
}
