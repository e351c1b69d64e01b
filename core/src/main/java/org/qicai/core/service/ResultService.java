package org.qicai.core.service;

import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.store.Tx;
import org.qicai.core.model.JournalEntry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * 录入成绩: the one result action for every board, individual or team (issue 11 item 1), with the desks' no-lost-update
 * check (issue 16 item 3) and the result rules shared with rulings and team matches.
 */
public final class ResultService {
    private static final Logger LOG = LoggerFactory.getLogger(ResultService.class);

    private final EventService events;

    public ResultService(EventService events) {
        this.events = events;
    }

    /**
     * 录入成绩 (or correct one): sets the result of one board, saying nothing more of how it was decided
     * ({@link #enterResult(int, int, ResultEntry)}).
     */
    public Pairing enterResult(int round, int board, Result result) {
        if (result == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterResult(round, board, ResultEntry.of(result));
    }

    /**
     * 录入成绩 (or correct one) — the one result action for every board, individual or team (issue 11 item 1): the
     * board's result with how it was decided (Go: 中盘胜, a count's margin, 重下). Entering a result publishes a
     * round still in PAIRED state; the round is FINISHED when its last board is in. In a team event played on
     * boards the board is a game of a match (its number in the round, as {@code round show} lists them): the
     * round's lineups are locked first if still open, the match is scored and the entry journalled with its
     * match ({@link TeamService#enterBoardResult}). A bye, a team's empty board (21.4), a team forfeit and an
     * annulled match take no result and are refused in words — the same refusal for the window and the CLI.
     */
    public Pairing enterResult(int round, int board, ResultEntry entry) {
        return enterResult(round, board, entry, null);
    }

    /**
     * 录入成绩 with the no-lost-update check (issue 16 item 3): {@code check} says what the board may hold already —
     * nothing or the same result ({@link ResultCheck#NEW}, the CLI without {@code --correct}), anything (a correction
     * said so, {@link ResultCheck#CORRECTION}), or what the arbiter's view showed ({@link ResultCheck#over}, the
     * window). The check runs inside the entry's transaction, on individual and team boards alike; a refusal is a
     * {@link ResultConflict} naming the board's current value and who entered it, and the conflict is journalled
     * ({@code result.conflict}: the value kept before, the value refused after). Null: no check (a ruling, a
     * protest, a flag fall — the arbiter's decision itself).
     */
    public Pairing enterResult(int round, int board, ResultEntry entry, ResultCheck check) {
        if (entry == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        ResultCheck outer = CHECK.get();
        CHECK.set(check);
        try {
            return enterChecked(round, board, entry);
        } catch (ResultConflict c) {
            journalConflict(round, board, c);
            throw c;
        } finally {
            if (outer == null) {
                CHECK.remove();
            } else {
                CHECK.set(outer);
            }
        }
    }

    /**
     * The check of the entry under way on this thread ({@link #enterResult(int, int, ResultEntry, ResultCheck)}), read
     * by {@link #recordResult} inside the transaction — the team path reaches it through {@link TeamService} without
     * its signature changing.
     */
    private static final ThreadLocal<ResultCheck> CHECK = new ThreadLocal<>();

    /** A refused entry in the journal, in a transaction of its own (the entry itself wrote nothing). */
    private void journalConflict(int round, int board, ResultConflict c) {
        try {
            events.store().write(events.actor(), tx -> {
                tx.journal("result.conflict", "round " + round + " board " + board,
                        c.current().code() + (c.enteredBy().isEmpty() ? "" : " (" + c.enteredBy() + ")"),
                        c.attempted().code() + (c.stale() ? " stale view" : " not confirmed as a correction"));
                return null;
            });
        } catch (RuntimeException e) {
            LOG.warn("cannot journal the result conflict on round {} board {}", round, board, e);
        }
    }

    /**
     * Who entered the board's current result: the actor of the last journal row on it (an entry, a correction, a
     * ruling's or protest's result, or the undo that put it back); "" when the journal does not say.
     */
    static String enteredBy(Tx tx, int round, int board) {
        String on = "round " + round + " board " + board + " (";
        List<JournalEntry> rows = tx.journalEntries();
        for (int i = rows.size() - 1; i >= 0; i--) {
            JournalEntry e = rows.get(i);
            String subject = e.subject() == null ? "" : e.subject();
            boolean result = e.action().startsWith("result.") && !e.action().equals("result.conflict")
                    && subject.startsWith(on);
            boolean undo = e.action().equals("undo") && subject.startsWith("result.") && subject.contains(" " + on);
            if (result || undo) {
                return e.actor() == null ? "" : e.actor();
            }
        }
        return "";
    }

    /** The board's current result and who entered it: for the window's confirmation of a correction. */
    public record Entered(ResultEntry entry, String by) {
    }

    /** What a board holds now and who entered it (issue 16 item 3: the correction's confirmation names both). */
    public Entered entered(int round, int board) {
        return events.store().read(tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            Pairing p = r.board(board).orElseThrow(() -> noBoard(round, board, r.pairings().size()));
            return new Entered(p.entry(), enteredBy(tx, round, board));
        });
    }

    /** {@code 1-0}, or 无 / none for an empty board: a value as the conflicts name it. */
    private static String[] shown(ResultEntry e) {
        String code = e.code();
        return code.isEmpty() ? new String[] {"（无）", "(none)"} : new String[] {code, code};
    }

    /** The check of {@link #CHECK} against the board's current value {@code p}, inside the entry's transaction. */
    private static void checkEntry(Tx tx, Pairing p, ResultEntry entry) {
        ResultCheck check = CHECK.get();
        ResultEntry now = p.entry();
        if (check == null || now.equals(entry)) {
            return;
        }
        int round = p.round();
        int board = p.board();
        // a board to be replayed (重下) waits for its result: entering it is no correction
        boolean had = now.result().isDecided();
        String[] cur = shown(now);
        String[] want = shown(entry);
        if (check.shown() != null) {
            if (now.equals(check.shown())) {
                return;
            }
            String by = enteredBy(tx, round, board);
            String[] saw = shown(check.shown());
            throw new ResultConflict("第 " + round + " 轮第 " + board + " 台的成绩刚被" + (by.isEmpty() ? "另一台裁判台" : " " + by + " ")
                    + "改为 " + cur[0] + "（你看到的是 " + saw[0] + "）：" + want[0] + " 没有保存；请看清现在的成绩再录入",
                    "round " + round + " board " + board + " was just changed to " + cur[1] + " by "
                    + (by.isEmpty() ? "another desk" : by) + " (you saw " + saw[1] + "): " + want[1]
                    + " was not saved; look at the result now and enter it again", now, entry, by, true);
        }
        if (had && !check.correct()) {
            String by = enteredBy(tx, round, board);
            throw new ResultConflict("第 " + round + " 轮第 " + board + " 台已有成绩 " + cur[0]
                    + (by.isEmpty() ? "" : "（" + by + " 录入）") + "；改为 " + want[0] + " 是更正：命令行请加 --correct，"
                    + "窗口中请确认更正；没有保存",
                    "round " + round + " board " + board + " already has " + cur[1]
                    + (by.isEmpty() ? "" : " (entered by " + by + ")") + "; " + want[1]
                    + " would be a correction: add --correct (the window asks to confirm); nothing was saved",
                    now, entry, by, false);
        }
    }

    private Pairing enterChecked(int round, int board, ResultEntry entry) {
        if (TeamService.playsOnBoards(events)) {
            return new TeamResultService(events).enterRoundBoardResult(round, board, entry);
        }
        boolean[] publishes = {false};
        Pairing entered = events.store().write(events.actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            Pairing p = r.board(board).orElseThrow(() -> noBoard(round, board, r.pairings().size()));
            if (p.isBye()) {
                throw byeTakesNoResult(round, board, p.first());
            }
            publishes[0] = r.status() == RoundStatus.PAIRED && !p.entry().equals(entry);
            return applyResult(tx, r, p, entry, null);
        });
        if (publishes[0]) {
            events.backups().backupAfterPublish(round);
        }
        return entered;
    }

    /** The refusal of a board a round does not have. */
    static UserError noBoard(int round, int board, int boards) {
        return UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–" + boards + "）",
                "round " + round + " has no board " + board + " (boards 1–" + boards + ")");
    }

    /** The refusal of a result on a bye — the window's and the CLI's. */
    static UserError byeTakesNoResult(int round, int board, int player) {
        return UserError.zh("第 " + round + " 轮第 " + board + " 台是轮空（" + player + " 号），不录入成绩",
                "board " + board + " of round " + round + " is a bye (" + player + "); it takes no result");
    }

    static Pairing applyResult(Tx tx, Round r, Pairing p, Result result, String note) {
        return applyResult(tx, r, p, ResultEntry.of(result), note);
    }

    /**
     * The result rules inside a transaction, the one path for {@link #enterResult} and an accepted ruling
     * ({@link RulingService#accept}): the board's result set, a paired round published, the round finished with
     * its last board, the entry or correction journalled ({@code note}, nullable, follows the code).
     */
    static Pairing applyResult(Tx tx, Round r, Pairing p, ResultEntry entry, String note) {
        int round = r.no();
        if (p.entry().equals(entry)) {
            return p;
        }
        if (r.status() == RoundStatus.PAIRED) {
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), "published by result entry");
        }
        // the result's journal row is the transaction's last: an undo names it
        recordResult(tx, p, entry, "round " + round + " board " + p.board() + " (" + p.first() + "-" + p.second() + ")",
                note);
        Round after = tx.round(round).orElseThrow();
        RoundStatus status = after.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
        if (status != r.status()) {
            tx.setRoundStatus(round, status);
        }
        return p.withResult(entry);
    }

    /**
     * One board's result written and journalled, for individual boards and a match's ({@link TeamService}): refused
     * when it contradicts a withdrawal; nothing written (false) when the board already has it. The journal row
     * ({@code result.enter} or {@code result.correct}, on {@code target}) holds the codes before and after, how
     * the game was decided after the result ({@code 1-0 S3}), {@code note} (nullable) after that.
     */
    static boolean recordResult(Tx tx, Pairing p, ResultEntry entry, String target, String note) {
        if (p.entry().equals(entry)) {
            return false;
        }
        // a result the rules refuse is refused for that, even as a correction; then the desks' check
        refuseContradictingWithdrawal(tx, p, entry.result());
        checkEntry(tx, p, entry);
        tx.setResult(p.round(), p.board(), entry);
        boolean had = p.result().isDecided() || !p.detail().isNone();
        tx.journal(had ? "result.correct" : "result.enter", target, had ? p.entry().code() : null,
                note == null ? entry.code() : entry.code() + " " + note);
        return true;
    }

    /**
     * xq 20.3/20.4 (18.3 for an expulsion): after the round a player left, his boards can only be a forfeit he
     * lost or a double forfeit (what the withdrawal settles them to), or empty; a win, a draw or a game played
     * over the board for him contradicts the withdrawal and is refused with the reason. An annulled board
     * (20.3) no longer counts and is not checked.
     */
    private static void refuseContradictingWithdrawal(Tx tx, Pairing p, Result result) {
        if (p.isBye() || p.annulled() || !result.isDecided() || result == Result.DOUBLE_FORFEIT) {
            return;
        }
        for (int no : new int[] {p.first(), p.second()}) {
            Player pl = tx.player(no).orElse(null);
            if (pl == null || pl.status().isActive() || p.round() <= pl.leftAfterRound()) {
                continue;
            }
            Side side = p.sideOf(no);
            if (result.outcome(side) == Outcome.FORFEIT_LOSS) {
                continue;
            }
            boolean expelled = pl.status() == PlayerStatus.EXPELLED;
            String clause = expelled ? "18.3" : "20.3/20.4";
            String lost = (side == Side.FIRST ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT).code();
            throw UserError.zh(no + " 号棋手 " + pl.name() + " 已于第 " + pl.leftAfterRound() + " 轮后"
                    + (expelled ? "被除名" : "退赛") + "（" + clause + "），第 " + p.round() + " 轮第 " + p.board()
                    + " 台不能记 " + result.code() + "：此后他的对局只能记弃权负（" + lost + "）或双方弃权（-/-）",
                    "player #" + no + " " + pl.name() + " " + (expelled ? "was expelled" : "withdrew") + " after round "
                    + pl.leftAfterRound() + " (" + clause + "): round " + p.round() + " board " + p.board()
                    + " cannot be " + result.code() + "; his later games can only be a forfeit he lost (" + lost
                    + ") or a double forfeit (-/-)");
        }
    }
}
