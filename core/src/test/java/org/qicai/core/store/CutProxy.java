package org.qicai.core.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A loopback TCP relay to a local port whose {@link #cut} drops every connection at once: the network cut. */
public final class CutProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final Thread accept;
    private volatile boolean closed;

    public CutProxy(int targetPort) throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        accept = new Thread(() -> {
            while (!closed) {
                try {
                    Socket in = listener.accept();
                    if (closed) {
                        // a connection that raced the close: the relay is gone, so it is refused too
                        in.close();
                        return;
                    }
                    Socket out = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                    open.add(in);
                    open.add(out);
                    pump(in, out);
                    pump(out, in);
                } catch (IOException e) {
                    return;
                }
            }
        }, "cut-proxy");
        accept.setDaemon(true);
        accept.start();
    }

    private static void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException ignored) {
                // cut
            }
        }, "cut-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Drops every relayed connection. */
    public void cut() {
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    /**
     * Closes the relay: nothing reaches the target through it any more. Waits for the accepting thread to end, so
     * that a connection made after this returns cannot slip through one last accept (the CI once saw that).
     */
    @Override
    public void close() throws IOException {
        closed = true;
        listener.close();
        try {
            accept.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        cut();
    }
}
