// weft: expect race java.nio.HeapByteBuffer
// Covers: a heap ByteBuffer from ByteBuffer.allocate (its byte[] is the JDK's own) written by one thread with putInt and read by another with getInt, nothing ordering them: a race on the buffer's array.
import java.nio.ByteBuffer;

public class JdkByteBufferAllocateRacy {
    static final ByteBuffer buffer = ByteBuffer.allocate(16);

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> buffer.putInt(4, 42));
        writer.start();
        int seen = buffer.getInt(4);
        writer.join();
        System.out.println(seen);
    }
}
