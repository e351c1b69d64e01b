package org.qicai.core.store;

import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

/**
 * Lets one event be exactly one file with the name the arbiter chose ({@code 2026城市赛.qicai}).
 * H2 insists on appending {@code .mv.db} to a database name; this file system scheme
 * ({@code qicai:}) maps the store file {@code NAME.mv.db} back onto {@code NAME} and leaves H2's
 * other, transient files ({@code .trace.db}, {@code .temp.db}) beside it.
 */
public final class EventFilePath extends FilePathWrapper {
    static final String SCHEME = "qicai";
    private static final String STORE_SUFFIX = ".mv.db";
    private static volatile boolean registered;

    /** Registers the scheme with H2 once per JVM. */
    static void register() {
        if (!registered) {
            synchronized (EventFilePath.class) {
                if (!registered) {
                    FilePath.register(new EventFilePath());
                    registered = true;
                }
            }
        }
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    /**
     * The database name H2 is given for an event file. Dots are escaped: H2 would otherwise take
     * {@code .qicai} for a file suffix of its own and strip it.
     */
    static String databaseName(String absolutePath) {
        return SCHEME + ":" + absolutePath.replace("%", "%25").replace(".", "%2E");
    }

    private static String decode(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && s.startsWith("%2E", i)) {
                sb.append('.');
                i += 2;
            } else if (c == '%' && s.startsWith("%25", i)) {
                sb.append('%');
                i += 2;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @Override
    protected FilePath unwrap(String fileName) {
        String path = fileName.substring(SCHEME.length() + 1);
        if (path.endsWith(STORE_SUFFIX)) {
            path = path.substring(0, path.length() - STORE_SUFFIX.length());
        }
        return FilePath.get(decode(path));
    }

    /**
     * Lists a folder with each plain file named as H2 names a store: {@code X} → {@code qicai:X.mv.db}
     * (escaped). H2's online backup ({@code BACKUP TO}, {@link EventStore#backupTo}) finds the store to copy
     * by listing its folder for {@code NAME.mv.db}; without this it finds nothing and writes an empty zip.
     * H2's own side files ({@code .trace.db}, {@code .temp.db}, {@code .lock.db}) keep their names.
     */
    @Override
    public java.util.List<FilePath> newDirectoryStream() {
        java.util.List<FilePath> list = getBase().newDirectoryStream();
        java.util.List<FilePath> out = new java.util.ArrayList<>(list.size());
        for (FilePath child : list) {
            String real = child.toString();
            if (real.endsWith(".trace.db") || real.endsWith(".temp.db") || real.endsWith(".lock.db")) {
                out.add(wrap(child));
            } else {
                out.add(getPath(databaseName(real) + STORE_SUFFIX));
            }
        }
        return out;
    }

    /** Keeps the escaped name: resolving it through the disk would undo the escaping. */
    @Override
    public FilePath toRealPath() {
        return this;
    }
}
