package org.qicai.app.gui.presenter;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.qicai.core.UserError;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.service.ResultCheck;
import org.qicai.core.service.ResultConflict;
import org.qicai.core.service.ResultWords;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchScore;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamSettings;

/**
 * 团体对阵与成绩 (issue 4 item 8): the team rounds — pair, lineups (deadline, lock, unlock),
 * publish — their matches with the score so far, and result entry board by board from the keyboard,
 * red first as on the scoresheet, with the match totals (局分 → 场分, 14.2) re-read after every board.
 */
public final class TeamRoundsPresenter {
    /** How the lineup deadline is typed and shown, local time. */
    public static final DateTimeFormatter DEADLINE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    /**
     * One match as the matches table shows it.
     *
     * @param playable a match played over the boards (not a bye, a team forfeit or annulled)
     */
    public record MatchRow(int no, int firstTeam, int secondTeam, String first, String second, String gamePoints,
                           String matchPoints, String status, boolean playable, boolean complete) {
    }

    /**
     * One board of a match, red first.
     *
     * @param game both sides present: the board takes a result (an empty board is lost by forfeit, 21.4)
     */
    public record BoardRow(int subRound, int board, String boardLabel, String red, String redTeam, String black,
                           String blackTeam, Result result, String resultText, boolean game) {
        public boolean complete() {
            return !game || result.isDecided();
        }
    }

    private final EventSession session;
    private final ZoneId zone;

    public TeamRoundsPresenter(EventSession session) {
        this(session, ZoneId.systemDefault());
    }

    public TeamRoundsPresenter(EventSession session, ZoneId zone) {
        this.session = session;
        this.zone = zone;
    }

    private Messages m() {
        return session.messages();
    }

    private TeamService service() {
        return new TeamService(session.require());
    }

    private boolean boardsEvent() {
        return session.event().map(e -> TeamSettings.isTeamEvent(e.settings())).orElse(false)
                && service().format().hasBoards();
    }

    // ------------------------------------------------------------------ rounds

    public List<Integer> rounds() {
        if (!boardsEvent()) {
            return List.of();
        }
        int last = service().snapshot().lastRound();
        List<Integer> out = new ArrayList<>();
        for (int r = 1; r <= last; r++) {
            out.add(r);
        }
        return out;
    }

    public int lastRound() {
        return boardsEvent() ? service().snapshot().lastRound() : 0;
    }

    private Optional<RoundView> view(int round) {
        if (round <= 0 || round > lastRound()) {
            return Optional.empty();
        }
        return Optional.of(service().round(round));
    }

    /** 第 3 轮 · 已公布. */
    public String roundLabel(int round) {
        String status = view(round).map(v -> m().get("rounds.status." + v.status().name().toLowerCase(java.util.Locale.ROOT)))
                .orElse("");
        return m().get("rounds.label", Integer.toString(round), status);
    }

    /** 已编排 3 / 22 轮. */
    public String progress() {
        if (!boardsEvent()) {
            return "";
        }
        TeamService t = service();
        int planned;
        try {
            planned = t.plannedRounds();
        } catch (UserError e) {
            planned = 0;
        }
        return m().get("rounds.progress", Integer.toString(t.snapshot().lastRound()), Integer.toString(planned));
    }

    /** 出场名单：开放，截止 2026-05-01 09:00 / 已锁定（台次已定）. */
    public String lineupState(int round) {
        Optional<RoundView> v = view(round);
        if (v.isEmpty()) {
            return "";
        }
        TeamRound info = v.get().info();
        if (info.locked()) {
            return m().get("teams.lineups.locked");
        }
        if (!service().format().choosesLineup()) {
            return m().get("teams.lineups.registered");
        }
        String deadline = info.lineupDeadline() == null ? m().get("teams.lineups.noDeadline")
                : m().get("teams.lineups.deadline", DEADLINE.format(LocalDateTime.ofInstant(info.lineupDeadline(), zone)));
        return m().get(v.get().lineupsClosed() ? "teams.lineups.closed" : "teams.lineups.open", deadline);
    }

    public boolean canPairNext() {
        if (!boardsEvent()) {
            return false;
        }
        TeamService t = service();
        try {
            int planned = t.plannedRounds();
            return planned <= 0 || t.snapshot().lastRound() < planned;
        } catch (UserError e) {
            return true;
        }
    }

    private Optional<RoundStatus> status(int round) {
        return view(round).map(RoundView::status);
    }

    public boolean canPublish(int round) {
        return status(round).orElse(null) == RoundStatus.PAIRED;
    }

    /** Only the last round, unpublished and without a result, can be withdrawn. */
    public boolean canUnpair(int round) {
        return round > 0 && round == lastRound() && canPublish(round);
    }

    /** Lineups are locked by hand while open, and only for formats where teams name them. */
    public boolean canLock(int round) {
        return view(round).map(v -> !v.info().locked()).orElse(false);
    }

    /** Locked lineups can be reopened while no game of the round has a result. */
    public boolean canUnlock(int round) {
        return view(round).map(v -> v.info().locked() && service().format().choosesLineup()).orElse(false)
                && session.require().snapshot().round(round)
                .map(r -> r.pairings().stream().noneMatch(p -> !p.isBye() && p.result().isDecided())).orElse(false);
    }

    /** Whether the format lets teams name a lineup each round (12.2, 12.3, 12.4). */
    public boolean choosesLineup() {
        return boardsEvent() && service().format().choosesLineup();
    }

    /** 编排下一轮: takes a moment for a Swiss on match points; views call it off the event thread. */
    public RoundView pairNext() {
        RoundView v = service().round(session.require().rounds().pairNextRound().no());
        session.changed();
        return v;
    }

    public void publish(int round) {
        session.require().rounds().publishRound(round);
        session.changed();
    }

    public void unpair(int round) {
        session.require().rounds().unpairRound(round);
        session.changed();
    }

    public void lock(int round) {
        service().lineups().lockLineups(round);
        session.changed();
    }

    public void unlock(int round) {
        service().lineups().unlockLineups(round);
        session.changed();
    }

    /** The deadline as the dialog shows it, empty when none. */
    public String deadlineText(int round) {
        return view(round).map(v -> v.info().lineupDeadline()).map(d -> DEADLINE.format(LocalDateTime.ofInstant(d, zone)))
                .orElse("");
    }

    /** 出场名单截止时间 (12.3): {@code yyyy-MM-dd HH:mm} local time; blank clears it. */
    public void setDeadline(int round, String text) {
        Instant at = null;
        if (text != null && !text.isBlank()) {
            try {
                at = LocalDateTime.parse(text.strip(), DEADLINE).atZone(zone).toInstant();
            } catch (DateTimeParseException e) {
                throw new UserError(m().get("teams.error.deadline", text.strip()));
            }
        }
        service().lineups().setLineupDeadline(round, at);
        session.changed();
    }

    // ------------------------------------------------------------------ matches

    public List<String> matchColumns() {
        return List.of(m().get("match.col.no"), m().get("match.col.first"), m().get("match.col.second"),
                m().get("match.col.gamePoints"), m().get("match.col.matchPoints"), m().get("match.col.status"));
    }

    public List<MatchRow> matches(int round) {
        Optional<RoundView> v = view(round);
        if (v.isEmpty()) {
            return List.of();
        }
        TeamSettings st = service().settings();
        List<MatchRow> out = new ArrayList<>();
        for (MatchView mv : v.get().matches()) {
            TeamMatch tm = mv.match();
            MatchScore s = mv.score();
            String first = mv.first().no() + " " + mv.first().name();
            String second = tm.isBye() ? m().get("rounds.bye") : mv.second().no() + " " + mv.second().name();
            boolean playable = !tm.isBye() && !tm.annulled() && !tm.forfeit().isForfeit();
            String game = tm.isBye() ? "" : st.gameScheme().format(s.firstGame()) + " : " + st.gameScheme().format(s.secondGame());
            String match = tm.isBye() || !s.complete() ? ""
                    : st.matchScheme().format(s.firstMatch()) + " : " + st.matchScheme().format(s.secondMatch());
            out.add(new MatchRow(tm.no(), tm.first(), tm.second(), first, second, game, match, status(mv), playable,
                    s.complete()));
        }
        return out;
    }

    private String status(MatchView mv) {
        TeamMatch tm = mv.match();
        if (tm.isBye()) {
            return m().get("match.status.bye");
        }
        if (tm.annulled()) {
            return m().get("match.status.annulled");
        }
        if (tm.forfeit().isForfeit()) {
            String absent = switch (tm.forfeit()) {
                case FIRST_ABSENT -> mv.first().name();
                case SECOND_ABSENT -> mv.second().name();
                default -> m().get("match.bothTeams");
            };
            return m().get("match.status.forfeit", absent);
        }
        long games = mv.boards().stream().filter(b -> !b.isEmptyBoard()).count();
        long done = mv.boards().stream().filter(b -> !b.isEmptyBoard() && b.result().isDecided()).count();
        if (!mv.boardsFinal()) {
            return m().get("match.status.lineups");
        }
        return mv.score().complete() ? m().get("match.status.complete")
                : m().get("match.status.playing", Long.toString(done), Long.toString(games));
    }

    private Optional<MatchView> match(int round, int match) {
        return view(round).flatMap(v -> v.matches().stream().filter(x -> x.match().no() == match).findFirst());
    }

    /** Columns of the boards table, with the discipline's side names (红方/黑方). */
    public List<String> boardColumns() {
        String[] sides = session.sideNames();
        return List.of(m().get("rounds.col.board"), sides[0], m().get("match.col.team"), sides[1],
                m().get("match.col.team"), m().get("rounds.col.result"));
    }

    /** The line telling which key enters which result (red first). */
    public String keysHint() {
        String[] sides = session.sideNames();
        return m().get("rounds.keysHint", sides[0], sides[1]);
    }

    /** The boards of a match, red first; a preview from the current lineups until they are locked. */
    public List<BoardRow> boards(int round, int match) {
        Optional<MatchView> mv = match(round, match);
        if (mv.isEmpty()) {
            return List.of();
        }
        MatchView v = mv.get();
        boolean subs = v.boards().stream().anyMatch(b -> b.board().subRound() > 1);
        List<BoardRow> out = new ArrayList<>();
        java.util.Map<Integer, ResultEntry> entries = new java.util.HashMap<>();
        session.require().snapshot().round(round).ifPresent(r -> r.pairings().forEach(p -> entries.put(p.board(), p.entry())));
        for (BoardView b : v.boards()) {
            if (b.board().pairingBoard() > 0 && entries.containsKey(b.board().pairingBoard())) {
                // issue 16 item 3: what this view showed, for the stale-view check and the correction's question
                shown.put(key(round, match, b.board().subRound(), b.board().board()), entries.get(b.board().pairingBoard()));
            }
            boolean firstRed = b.board().firstTeamRed();
            Team redTeam = firstRed ? v.first() : v.second();
            Team blackTeam = firstRed ? v.second() : v.first();
            String label = (subs ? b.board().subRound() + "." : "") + b.board().board();
            String text = b.isEmptyBoard() ? m().get("match.emptyBoard") : b.result().code();
            out.add(new BoardRow(b.board().subRound(), b.board().board(), label, name(b.red()), redTeam.name(),
                    name(b.black()), blackTeam.name(), b.result(), text, !b.isEmptyBoard()));
        }
        return out;
    }

    private String name(Player p) {
        return p == null ? m().get("lineup.empty") : "#" + p.no() + " " + p.name();
    }

    /** Whether the boards shown are the games being played (lineups locked), not a preview. */
    public boolean boardsFinal(int round, int match) {
        return match(round, match).map(MatchView::boardsFinal).orElse(false);
    }

    /** 局分 滨江 2½ : 1½ 江北 · 场分 2 : 0 (场分 once every board has a result). */
    public String totals(int round, int match) {
        Optional<MatchView> mv = match(round, match);
        if (mv.isEmpty() || mv.get().match().isBye()) {
            return mv.map(v -> m().get("match.totals.bye", v.first().name())).orElse("");
        }
        MatchView v = mv.get();
        TeamSettings st = service().settings();
        MatchScore s = v.score();
        String game = m().get("match.totals.game", v.first().name(), st.gameScheme().format(s.firstGame()),
                st.gameScheme().format(s.secondGame()), v.second().name());
        String matchPts = s.complete() ? m().get("match.totals.match", st.matchScheme().format(s.firstMatch()),
                st.matchScheme().format(s.secondMatch())) : m().get("match.totals.open");
        return game + "　" + matchPts;
    }

    /**
     * Enters (or clears with {@link Result#PENDING}) one board's result, red first, and answers the
     * index in {@link #boards} of the next board still without one (wrapping); empty when all have one.
     */
    public OptionalInt enterResult(int round, int match, int subRound, int board, Result result) {
        ResultEntry entry = ResultEntry.of(result);
        ResultEntry was = shown.get(key(round, match, subRound, board));
        int pairingBoard = pairingBoard(round, match, subRound, board);
        try {
            if (pairingBoard > 0) {
                // the one result action (issue 11 item 1) with the check that the board still holds what this view
                // showed (issue 16 item 3): another desk's change is refused and journalled, never overwritten
                session.require().results().enterResult(round, pairingBoard, entry, was == null ? null : ResultCheck.over(was));
            } else {
                // lineups still open: the board has no game yet, its entry locks them first
                service().matchResults().enterBoardResult(round, match, subRound, board, result);
            }
        } catch (ResultConflict stale) {
            session.changed();
            throw stale;
        }
        shown.put(key(round, match, subRound, board), entry);
        session.changed();
        List<BoardRow> rows = boards(round, match);
        int at = 0;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).subRound() == subRound && rows.get(i).board() == board) {
                at = i;
            }
        }
        if (result == Result.PENDING) {
            return OptionalInt.of(at);
        }
        return nextOpen(rows, at);
    }

    /** The first board after index {@code from} without a result, wrapping; empty when every board has one. */
    public static OptionalInt nextOpen(List<BoardRow> rows, int from) {
        for (int k = 1; k <= rows.size(); k++) {
            int i = (from + k) % rows.size();
            if (!rows.get(i).complete()) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * 录入整场成绩: every board of a match at once, red first, in board order — result keys typed in a
     * row ({@code 10=5}: 1-0, 0-1, draw, draw; spaces allowed) or codes separated by commas or spaces
     * ({@code 1-0,1/2,0-1,1/2});
     * {@code .} (or an empty entry) keeps a board as it is. Nothing is written if any entry is bad.
     */
    public void enterMatch(int round, int match, String text) {
        List<BoardRow> rows = boards(round, match);
        String t = text == null ? "" : text.strip();
        List<String> parts = new ArrayList<>();
        String compact = t.replaceAll("\\s+", "");
        if (t.matches(".*[,，;；].*")) {
            parts.addAll(List.of(t.split("\\s*[,，;；]\\s*", -1)));
        } else if (compact.chars().allMatch(c -> c == '.' || RoundsPresenter.RESULT_KEYS.indexOf(c) >= 0)) {
            // keys typed in a row, spaces or not: "10=5", "1 0 = 5", ". . 1 0"
            for (char c : compact.toCharArray()) {
                parts.add(String.valueOf(c));
            }
        } else {
            parts.addAll(List.of(t.split("\\s+")));
        }
        if (parts.size() != rows.size()) {
            throw new UserError(m().get("match.error.count", Integer.toString(match), Integer.toString(rows.size()),
                    Integer.toString(parts.size())));
        }
        List<ResultEntry> results = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String p = parts.get(i).strip();
            if (p.isEmpty() || p.equals(".")) {
                results.add(null);
                continue;
            }
            Optional<Result> key = p.length() == 1 ? RoundsPresenter.resultForKey(p.charAt(0)) : Optional.empty();
            ResultEntry e;
            if (key.isPresent()) {
                e = ResultEntry.of(key.get());
            } else {
                try {
                    // core's one reader: the codes and the discipline's own words (Go: B+R, B+3/4, 黑中盘胜)
                    e = ResultWords.parse(session.require().discipline(), p);
                } catch (UserError bad) {
                    throw new UserError(m().get("match.error.result", rows.get(i).boardLabel(), p));
                }
            }
            if (!e.result().isDecided() && e.detail().isNone()) {
                throw new UserError(m().get("match.error.result", rows.get(i).boardLabel(), p));
            }
            results.add(rows.get(i).game() ? e : null);
        }
        service().matchResults().enterMatchEntries(round, match, results);
        session.changed();
    }

    /** What each board held when this presenter last listed it ({@link #boards}): the view's optimistic check. */
    private final java.util.Map<String, ResultEntry> shown = new java.util.concurrent.ConcurrentHashMap<>();

    private static String key(int round, int match, int subRound, int board) {
        return round + "/" + match + "/" + subRound + "/" + board;
    }

    /** The board's number in the round (as {@code round show} lists it), 0 while the match's lineups are open. */
    private int pairingBoard(int round, int match, int subRound, int board) {
        return match(round, match).flatMap(v -> v.boards().stream()
                .filter(b -> b.board().subRound() == subRound && b.board().board() == board).findFirst())
                .map(b -> b.board().pairingBoard()).orElse(0);
    }

    /**
     * The question before a result typed over a different one the view shows (issue 16 item 3): both values and who
     * entered the first; empty when the board showed no result, the same one, or was never listed here.
     */
    public Optional<String> correctionQuestion(int round, int match, int subRound, int board, String boardLabel,
                                               Result result) {
        ResultEntry was = shown.get(key(round, match, subRound, board));
        ResultEntry entry = ResultEntry.of(result);
        int pb = pairingBoard(round, match, subRound, board);
        if (was == null || pb == 0 || was.equals(entry) || !was.result().isDecided()) {
            return Optional.empty();
        }
        String by = session.require().results().entered(round, pb).by();
        return Optional.of(m().get("match.confirmCorrection", Integer.toString(round), Integer.toString(match), boardLabel,
                words(was), by.isEmpty() ? "" : m().get("rounds.enteredBy", by), words(entry)));
    }

    /** A result as the arbiter reads it: 1-0 红胜; 无 / none for an empty board. */
    private String words(ResultEntry e) {
        return RoundsPresenter.words(m(), session.require().discipline(), e);
    }

    /** 第 3 轮 第 2 场 第 1 台：1-0. */
    public String resultMessage(int round, int match, String boardLabel, Result result) {
        return result.isDecided()
                ? m().get("match.result", Integer.toString(round), Integer.toString(match), boardLabel, result.code())
                : m().get("match.resultCleared", Integer.toString(round), Integer.toString(match), boardLabel);
    }

    /** The two teams of a match, for the lineup and forfeit choices ({@code first} then {@code second}). */
    public List<Choice> teamsOf(int round, int match) {
        return match(round, match).filter(v -> !v.match().isBye())
                .map(v -> List.of(new Choice(Integer.toString(v.first().no()), v.first().name()),
                        new Choice(Integer.toString(v.second().no()), v.second().name()))).orElse(List.of());
    }

    /** 团体弃权 (21.4): the absent team (or both, or NONE to take it back). */
    public void forfeit(int round, int match, MatchForfeit forfeit) {
        service().matchResults().forfeitMatch(round, match, forfeit);
        session.changed();
    }

    /** Whether a match is decided by a team forfeit. */
    public MatchForfeit forfeitOf(int round, int match) {
        return match(round, match).map(v -> v.match().forfeit()).orElse(MatchForfeit.NONE);
    }
}
