package org.qicai.app.desks;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.qicai.app.cli.Context;
import org.qicai.core.UserError;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.service.EventService;
import org.qicai.core.service.ResultCheck;
import org.qicai.core.service.ResultConflict;

/**
 * One arbiter desk in a JVM of its own, for {@link SeveralDesksLoadTest}: joins the event at {@code args[0]}
 * ({@code qicai://…} or {@code postgresql://…}, the password and the arbiter's name from the environment as the
 * command line takes them) once, as a window does, reads round {@code args[1]} once — the view it then shows —
 * prints {@code READY}, waits for a line on stdin, then enters {@code args[2]} ("BOARD:RESULT,…", in that order) each
 * checked against what its view showed. One line per entry: {@code ACK B}, {@code CONFLICT B} (refused: another
 * desk's result is there) or {@code ERROR B message}; then {@code DONE}.
 */
public final class DeskChild {
    private DeskChild() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        int round = Integer.parseInt(args[1]);
        Context ctx = new Context(out, System.err, System::getenv);
        try (EventService svc = ctx.openUnchecked(Path.of(args[0]))) {
            Map<Integer, ResultEntry> shown = new HashMap<>();
            for (Pairing p : svc.snapshot().round(round).orElseThrow().pairings()) {
                shown.put(p.board(), p.entry());
            }
            out.println("READY");
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            for (String item : args[2].split(",")) {
                String[] br = item.split(":");
                int board = Integer.parseInt(br[0]);
                ResultEntry entry = ResultEntry.of(Result.valueOf(br[1]));
                try {
                    svc.results().enterResult(round, board, entry, ResultCheck.over(shown.get(board)));
                    out.println("ACK " + board);
                } catch (ResultConflict c) {
                    out.println("CONFLICT " + board);
                } catch (UserError e) {
                    out.println("ERROR " + board + " " + e.getMessage());
                }
            }
        }
        out.println("DONE");
    }
}
