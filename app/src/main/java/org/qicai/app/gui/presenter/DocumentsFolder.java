package org.qicai.app.gui.presenter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;

/**
 * The user's documents folder, where a new event is saved unless the arbiter has chosen a folder for
 * new events before: {@code Documents} in the home folder on Windows and macOS (the Windows shell's
 * 文档 is that folder under its localised name), the XDG documents folder on Linux
 * ({@code XDG_DOCUMENTS_DIR} in {@code ~/.config/user-dirs.dirs}, e.g. {@code ~/文档} on a Chinese
 * desktop), else {@code ~/Documents} when it exists, else the home folder itself.
 */
public final class DocumentsFolder {
    private DocumentsFolder() {
    }

    /** The documents folder of the user running the program. */
    public static Path ofUser() {
        return of(Path.of(System.getProperty("user.home", ".")), System::getenv);
    }

    /** The documents folder for this home folder and environment. */
    static Path of(Path home, Function<String, String> env) {
        String xdgConfig = env.apply("XDG_CONFIG_HOME");
        Path dirs = (xdgConfig == null || xdgConfig.isBlank() ? home.resolve(".config") : Path.of(xdgConfig))
                .resolve("user-dirs.dirs");
        Path xdg = xdgDocuments(dirs, home);
        if (xdg != null && Files.isDirectory(xdg)) {
            return xdg;
        }
        Path documents = home.resolve("Documents");
        return Files.isDirectory(documents) ? documents : home;
    }

    /** {@code XDG_DOCUMENTS_DIR="$HOME/文档"} from a user-dirs.dirs file; null when there is none. */
    static Path xdgDocuments(Path userDirs, Path home) {
        if (!Files.isRegularFile(userDirs)) {
            return null;
        }
        try {
            for (String line : Files.readAllLines(userDirs, StandardCharsets.UTF_8)) {
                String l = line.strip();
                if (!l.startsWith("XDG_DOCUMENTS_DIR=")) {
                    continue;
                }
                String v = l.substring("XDG_DOCUMENTS_DIR=".length()).strip();
                if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) {
                    v = v.substring(1, v.length() - 1);
                }
                if (v.startsWith("$HOME/")) {
                    return home.resolve(v.substring("$HOME/".length()));
                }
                if (v.equals("$HOME")) {
                    return home; // the desktop keeps documents in the home folder itself
                }
                return v.startsWith("/") ? Path.of(v) : null;
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return null;
    }

    /** For tests: the environment as a map. */
    static Path of(Path home, Map<String, String> env) {
        return of(home, env::get);
    }
}
