package org.qicai.core.service;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.UserError;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordPrefix;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.Ruling;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.spi.GameRules;
import org.qicai.core.store.GameRecordTables;
import org.qicai.core.store.GameRecordTables.RecordRow;
import org.qicai.core.store.Tx;

/**
 * 棋谱 — the game records of an event's boards (issue 14, xq 7.5): a board's moves entered from a scoresheet
 * or imported from a PGN, read by the discipline's {@link GameRules} before anything is written, exported for a
 * round as one PGN file, and judged (repetition 4.2.3/24–29, the natural move limit 4.2.4, legality) with the
 * event's move limit. Accepting a ruling is {@link RulingService#accept}.
 */
public final class RecordService {

    /** The longest record text kept (a scoresheet of a few hundred moves is a few kilobytes). */
    static final int MAX_TEXT = 50_000;

    /**
     * A board's stored record: the record as read now, the text as it was entered, who entered it and when,
     * and — for a scoresheet stored as written ({@link #store(int, int, String, boolean)}) — its first move
     * that cannot be read or played (null when every move can); {@code record} then holds the moves before it.
     */
    public record StoredRecord(GameRecord record, String text, String enteredBy, Instant at, RecordError illegal) {
        public StoredRecord(GameRecord record, String text, String enteredBy, Instant at) {
            this(record, text, enteredBy, at, null);
        }
    }

    private final EventService events;
    private final Clock time;

    public RecordService(EventService events) {
        this(events, Clock.systemUTC());
    }

    /** With a clock for the entries' time (tests). */
    public RecordService(EventService events, Clock time) {
        this.events = events;
        this.time = time;
    }

    // ====================================================================== reads

    /** The event's discipline's rules of play; a UserError when the discipline has none (Go today). */
    public GameRules rules() {
        return rules(events);
    }

    static GameRules rules(EventService events) {
        String discipline = events.settings().discipline();
        return events.plugins().find(GameRules.class, discipline).orElseThrow(() -> UserError.zh(
                "项目“" + discipline + "”没有棋谱规则插件（GameRules）：不能录入棋谱或裁决"
                        + (events.plugins().problems().isEmpty() ? ""
                        : "；加载失败：" + String.join("; ", events.plugins().problems().stream()
                        .map(p -> p.pluginId() + " (" + p.reason() + ")").toList())),
                "the discipline '" + discipline + "' has no game rules plugin (GameRules): records and rulings "
                        + "are not available" + (events.plugins().problems().isEmpty() ? ""
                        : "; failed to load: " + String.join("; ", events.plugins().problems().stream()
                        .map(p -> p.pluginId() + " (" + p.reason() + ")").toList()))));
    }

    /** The event's natural move limit in 回合 (4.2.4; option {@code move-limit}, default 60). */
    public int moveLimit() {
        return events.settings().moveLimit();
    }

    /** The board's stored record, read again by the rules, if there is one. */
    public Optional<StoredRecord> find(int round, int board) {
        Optional<RecordRow> row = events.store().read(tx -> new GameRecordTables(tx).record(round, board));
        if (row.isEmpty()) {
            return Optional.empty();
        }
        GameRules rules = rules();
        RecordRow r = row.get();
        RecordPrefix read = call(rules, () -> rules.readPrefix(r.text(), r.startFen()));
        return Optional.of(new StoredRecord(read.record(), r.text(), r.enteredBy(), r.at(), read.error()));
    }

    /** The board's stored record, or a UserError saying the board has none. */
    public StoredRecord require(int round, int board) {
        return find(round, board).orElseThrow(() -> noRecord(round, board));
    }

    /**
     * The ruling over the board's stored record with the event's move limit: the first illegal move, a
     * repetition classified and judged, the natural move limit.
     */
    public Ruling judge(int round, int board) {
        GameRules rules = rules();
        int limit = moveLimit();
        RecordRow r = events.store().read(tx -> storedRow(tx, round, board));
        return call(rules, () -> rules.judge(r.text(), r.startFen(), limit));
    }

    /**
     * One PGN file of a round's stored records, board by board, each with the tags Event, Date (when the event
     * has one date), Round, Board, Red, Black, Result and FEN when the game did not start from the start
     * position. Boards without a record are left out; a round without any is a UserError.
     *
     * @param notation {@code zh}, {@code wxf} or {@code iccs}
     */
    public String exportRound(int round, String notation) {
        String pgn = export(round, 0, notation);
        if (pgn.isEmpty()) {
            throw UserError.zh("第 " + round + " 轮没有录入任何棋谱", "round " + round + " has no game records");
        }
        return pgn;
    }

    /** One board's stored record as a PGN with the same tags as {@link #exportRound}. */
    public String exportBoard(int round, int board, String notation) {
        if (board < 1) {
            throw UserError.zh("台次应为 1 或更大", "the board is 1 or more");
        }
        String pgn = export(round, board, notation);
        if (pgn.isEmpty()) {
            throw noRecord(round, board);
        }
        return pgn;
    }

    /** The PGN of a round's records, or of one board's when {@code onlyBoard} &gt; 0; empty when there is none. */
    private String export(int round, int onlyBoard, String notation) {
        String n = notation(notation);
        GameRules rules = rules();
        record Game(RecordRow row, Pairing pairing, String red, String black) {
        }
        EventSettings s = events.settings();
        List<Game> games = events.store().read(tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            List<Game> out = new ArrayList<>();
            for (RecordRow row : new GameRecordTables(tx).records(round)) {
                Pairing p = r.board(row.board()).orElse(null);
                if (p == null || p.isBye() || (onlyBoard > 0 && row.board() != onlyBoard)) {
                    continue;
                }
                out.add(new Game(row, p, tx.player(p.first()).map(Player::name).orElse(""),
                        tx.player(p.second()).map(Player::name).orElse("")));
            }
            return out;
        });
        String date = singleDate(s.option(EventSettings.DATES, ""));
        StringBuilder sb = new StringBuilder();
        for (Game g : games) {
            RecordPrefix prefix = call(rules, () -> rules.readPrefix(g.row().text(), g.row().startFen()));
            GameRecord read = prefix.record();
            String result = pgnResult(g.pairing().result());
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", s.name());
            if (date != null) {
                tags.put("Date", date);
            }
            tags.put("Round", Integer.toString(round));
            tags.put("Board", Integer.toString(g.pairing().board()));
            tags.put("Red", g.red());
            tags.put("Black", g.black());
            tags.put("Result", result);
            if (prefix.error() != null) {
                // A scoresheet stored as written: the moves up to its illegal one, and that move named.
                tags.put("Illegal", prefix.error().message(java.util.Locale.SIMPLIFIED_CHINESE));
            }
            GameRecord out = new GameRecord(read.startFen(), read.moves(), tags, result);
            String pgn = call(rules, () -> rules.toPgn(out, n));
            if (!read.startFen().equals(rules.startFen()) && !pgn.contains("[FEN ")) {
                pgn = "[FEN \"" + read.startFen() + "\"]\n" + pgn;
            }
            sb.append(pgn.strip()).append("\n\n");
        }
        return sb.toString();
    }

    // ====================================================================== actions

    /**
     * 录入棋谱: stores a board's record (a PGN of one game or a plain move list, any notation the rules read),
     * replacing an earlier one (the journal keeps both). A record the rules cannot read is refused with the
     * ply, the move as written and why; nothing is written.
     */
    public GameRecord store(int round, int board, String text) {
        return store(round, board, text, false);
    }

    /**
     * 录入棋谱 as written: like {@link #store(int, int, String)}, but with {@code asWritten} a scoresheet whose
     * moves stop being legal (an illegal move on it, 4.1.6) is kept as the arbiter typed it, so that the ruling
     * can name that move and be accepted; the moves before it are the record. A record that cannot be read at
     * all (a bad tag or FEN) is still refused.
     */
    public GameRecord store(int round, int board, String text, boolean asWritten) {
        if (text == null || text.isBlank()) {
            throw UserError.zh("棋谱是空的", "the record is empty");
        }
        if (text.length() > MAX_TEXT) {
            throw UserError.zh("棋谱超过 " + MAX_TEXT + " 个字符", "the record is longer than " + MAX_TEXT + " characters");
        }
        GameRules rules = rules();
        GameRecord record = asWritten ? call(rules, () -> rules.readPrefix(text, null)).record()
                : call(rules, () -> rules.read(text, null));
        String moves = String.join(" ", record.moves().stream().map(GameMove::iccs).toList());
        return events.store().write(events.actor(), tx -> {
            Pairing p = game(tx, round, board);
            GameRecordTables tables = new GameRecordTables(tx);
            Optional<RecordRow> old = tables.record(round, board);
            RecordRow row = new RecordRow(round, board, text, record.startFen(), moves, events.actor(), time.instant());
            tables.putRecord(row);
            tx.journal(old.isPresent() ? "record.replace" : "record.store", subject(p),
                    old.map(RecordService::journal).orElse(null), journal(row));
            return record;
        });
    }

    // ====================================================================== helpers

    /** The stored row of a board, or a UserError saying there is none. */
    static RecordRow storedRow(Tx tx, int round, int board) {
        return new GameRecordTables(tx).record(round, board).orElseThrow(() -> noRecord(round, board));
    }

    private static UserError noRecord(int round, int board) {
        return UserError.zh("第 " + round + " 轮第 " + board + " 台没有录入棋谱",
                "round " + round + " board " + board + " has no game record");
    }

    /** A board with a game, or a UserError naming what is wrong. */
    static Pairing game(Tx tx, int round, int board) {
        Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        Pairing p = r.board(board).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–"
                + r.pairings().size() + "）",
                "round " + round + " has no board " + board + " (boards 1–" + r.pairings().size() + ")"));
        if (p.isBye()) {
            throw UserError.zh("第 " + round + " 轮第 " + board + " 台是轮空（" + p.first() + " 号）：没有对局",
                    "board " + board + " of round " + round + " is a bye (" + p.first() + "): there is no game");
        }
        return p;
    }

    static String subject(Pairing p) {
        return "round " + p.round() + " board " + p.board() + " (" + p.first() + "-" + p.second() + ")";
    }

    private static String journal(RecordRow r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("fen", r.startFen());
        m.put("moves", r.movesIccs());
        m.put("text", r.text());
        return Json.write(m);
    }

    static String notation(String notation) {
        String n = notation == null ? "zh" : notation.strip().toLowerCase(Locale.ROOT);
        if (!List.of("zh", "wxf", "iccs").contains(n)) {
            throw UserError.zh("记谱法应为 zh、wxf 或 iccs，不能是“" + notation + "”",
                    "the notation must be zh, wxf or iccs, not '" + notation + "'");
        }
        return n;
    }

    /** The PGN result of a board's result: 1-0, 0-1, 1/2-1/2, or * while undecided. */
    static String pgnResult(Result r) {
        return switch (r) {
            case FIRST_WIN, FIRST_WIN_FORFEIT -> "1-0";
            case SECOND_WIN, SECOND_WIN_FORFEIT -> "0-1";
            case DRAW -> "1/2-1/2";
            default -> "*";
        };
    }

    private static final Pattern DATE = Pattern.compile("(\\d{4})[-./年](\\d{1,2})[-./月](\\d{1,2})日?");

    /** The event's date as PGN writes it (2026.05.01) when its dates name exactly one day, else null. */
    static String singleDate(String dates) {
        if (dates == null || dates.isBlank()) {
            return null;
        }
        Matcher m = DATE.matcher(dates);
        String found = null;
        int count = 0;
        while (m.find()) {
            count++;
            found = String.format(Locale.ROOT, "%s.%02d.%02d", m.group(1), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)));
        }
        return count == 1 ? found : null;
    }

    @FunctionalInterface
    interface PluginCall<T> {
        T run() throws RecordException;
    }

    /** Calls the rules plugin: its refusal is the arbiter's error, a crash a {@link PluginFailure}. */
    static <T> T call(GameRules rules, PluginCall<T> work) {
        try {
            T v = work.run();
            if (v == null) {
                throw new PluginFailure("棋谱规则插件“" + rules.id() + "”没有返回结果",
                        "game rules plugin '" + rules.id() + "' returned nothing", null);
            }
            return v;
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            org.slf4j.LoggerFactory.getLogger(RecordService.class).error("game rules plugin {} failed", rules.id(), e);
            throw new PluginFailure("棋谱规则插件“" + rules.id() + "”出错：" + e,
                    "game rules plugin '" + rules.id() + "' failed: " + e, e);
        }
    }
}
