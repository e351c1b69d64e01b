package org.qicai.core.store;

import java.nio.file.Path;

/** Run in a separate JVM by {@link EventFilesTest}: keeps an event file open (as a window would) until killed. */
public final class FileHolder {
    private FileHolder() {
    }

    public static void main(String[] args) throws Exception {
        try (EventStore store = EventStore.open(Path.of(args[0]), args.length > 1 && args[1].equals("r"))) {
            System.out.println("OPEN");
            System.out.flush();
            Thread.sleep(60_000);
        }
    }
}
