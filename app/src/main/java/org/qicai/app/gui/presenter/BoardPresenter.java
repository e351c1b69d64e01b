package org.qicai.app.gui.presenter;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qicai.app.print.PrintDocument;
import org.qicai.app.print.Printing;
import org.qicai.app.print.ReportKind;
import org.qicai.core.UserError;
import org.qicai.core.game.BoardPiece;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.MoveLimit;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.GameRules;

/**
 * 棋谱与裁决 for one board of a round: the position shown, moves made by clicks or typed in any notation, the
 * move list and stepping through it, a position set up by hand, a record read from text or a file, the
 * record stored with the game, and the ruling over it (the verdict, the clauses, the repetition cycle with
 * each move classified, the natural move limit, the first illegal move) accepted as the board's result.
 * The rules are the discipline plugin's {@link GameRules}; this class only keeps the state between clicks.
 */
public final class BoardPresenter {
    /** The natural move limit in 回合 when the event says nothing (4.2.4). */
    public static final int DEFAULT_MOVE_LIMIT = 60;
    private static final String RED_GLYPHS = "帅仕相马车炮兵";
    private static final String BLACK_GLYPHS = "将士象马车炮卒";
    private static final String KINDS = "KABNRCP";

    /** Squares to mark on the board, each {@code {file, rank}} or null. */
    public record Marks(int[] lastFrom, int[] lastTo, int[] selected, List<int[]> targets) {
    }

    /** One row of the move list: the ply it leads to and its text ({@code 1. 炮二平五}, {@code 1… 马8进7}). */
    public record MoveRow(int ply, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** A piece of the set-up palette: the FEN letter ({@code ' '} removes) and what its button shows. */
    public record Brush(char code, String label, boolean red) {
    }

    /** One move of a repetition cycle as the ruling's table shows it. */
    public record CycleRow(int ply, String side, String move, String kind, String detail) {
    }

    /** A ruling in words for the window. */
    public record RulingView(String verdict, String summary, String clauses, String repetition, List<CycleRow> cycle,
            String moveLimit, String illegal, Result result) {
    }

    private final EventSession session;
    private final GameRules rules;
    private final GameRecords records;
    private final int round;
    private final int board;
    private final String[] players;

    private String startFen;
    private final List<GameMove> moves = new ArrayList<>();
    private Map<String, String> tags = new LinkedHashMap<>();
    private int cursor;
    private int[] selected;
    private String status = "";
    private boolean statusError;
    /** The record's text as read or stored, while the moves are still the ones it gives. */
    private String text;
    /** Whether the moves on screen differ from the stored record. */
    private boolean unsaved;
    private Ruling ruling;

    private boolean setup;
    private final char[][] grid = new char[10][9];
    private boolean setupRed = true;
    private char brush = 'R';

    private String cachedFen;
    private BoardState cachedState;
    private List<LegalMove> cachedLegal = List.of();

    BoardPresenter(EventSession session, GameRules rules, GameRecords records, int round, int board, String[] players) {
        this.session = session;
        this.rules = rules;
        this.records = records == null ? GameRecords.NONE : records;
        this.round = round;
        this.board = board;
        this.players = players;
        this.startFen = rules.startFen();
        clearGrid();
        loadStored();
    }

    /**
     * The window's state for a board of the open event; a {@link UserError} saying why not when the event's
     * discipline has no game rules (Go), the board is a bye, or there is no such board.
     */
    public static BoardPresenter open(EventSession session, GameRecords records, int round, int board) {
        return open(session, records, round, board, null);
    }

    /**
     * As {@link #open(EventSession, GameRecords, int, int)}, with rules to use when the discipline plugin
     * offers none but has their id (a test's rule set).
     */
    public static BoardPresenter open(EventSession session, GameRecords records, int round, int board,
            GameRules fallback) {
        Messages m = session.messages();
        EventService svc = session.require();
        GameRules rules = rules(session, fallback).orElseThrow(() -> new UserError(unavailable(session, fallback)));
        EventSnapshot s = svc.snapshot();
        Pairing p = s.round(round).flatMap(r -> r.board(board)).orElseThrow(() -> new UserError(
                m.get("penalty.error.noBoard", Integer.toString(round), Integer.toString(board))));
        if (p.isBye()) {
            throw new UserError(m.get("penalty.error.bye", Integer.toString(round), Integer.toString(board)));
        }
        String[] players = {s.playerName(p.first()), s.playerName(p.second())};
        return new BoardPresenter(session, rules, records, round, board, players);
    }

    /** The open event's game rules, if its discipline has them. */
    public static Optional<GameRules> rules(EventSession session) {
        return rules(session, null);
    }

    static Optional<GameRules> rules(EventSession session, GameRules fallback) {
        Optional<GameRules> found = session.event()
                .flatMap(e -> session.plugins().find(GameRules.class, e.settings().discipline()));
        if (found.isEmpty() && fallback != null && session.event()
                .map(e -> fallback.answersTo(e.settings().discipline())).orElse(false)) {
            return Optional.of(fallback);
        }
        return found;
    }

    /** Why the open event has no board window (its discipline has no move rules), or null when it has one. */
    public static String unavailable(EventSession session) {
        return unavailable(session, null);
    }

    /** As {@link #unavailable(EventSession)}, counting a fallback rule set. */
    public static String unavailable(EventSession session, GameRules fallback) {
        if (!session.hasEvent()) {
            return session.messages().get("error.noEvent");
        }
        if (rules(session, fallback).isPresent()) {
            return null;
        }
        String d = session.require().settings().discipline();
        String name = d;
        try {
            name = session.require().discipline().displayName(session.messages().locale());
        } catch (RuntimeException e) {
            // plugin not loaded: its id
        }
        return session.messages().get("board.unavailable", name);
    }

    private Messages m() {
        return session.messages();
    }

    private boolean english() {
        return m().english();
    }

    // ------------------------------------------------------------------ what the window shows

    public int round() {
        return round;
    }

    public int board() {
        return board;
    }

    /** 第 3 轮 第 2 台　红方 张三 — 黑方 李四 */
    public String title() {
        return m().get("board.title", Integer.toString(round), Integer.toString(board), sideName(Side.FIRST),
                players[0], sideName(Side.SECOND), players[1]);
    }

    private String sideName(Side side) {
        try {
            return session.require().discipline().sideName(side, m().locale());
        } catch (RuntimeException e) {
            return m().get(side == Side.FIRST ? "rounds.col.first" : "rounds.col.second");
        }
    }

    public String status() {
        return status;
    }

    public boolean statusIsError() {
        return statusError;
    }

    private void say(String s) {
        status = s;
        statusError = false;
    }

    private void fail(RecordException e) {
        status = e.error().message(m().locale());
        statusError = true;
    }

    private void fail(String s) {
        status = s;
        statusError = true;
    }

    /** The FEN of the position shown. */
    public String fen() {
        return setup ? setupFen() : cursor == 0 ? startFen : moves.get(cursor - 1).fenAfter();
    }

    public String startFen() {
        return startFen;
    }

    /** The position to draw: the one at the cursor, or the one being set up. */
    public BoardState position() {
        if (setup) {
            return setupState();
        }
        refreshCache();
        return cachedState;
    }

    private void refreshCache() {
        String fen = fen();
        if (fen.equals(cachedFen)) {
            return;
        }
        try {
            cachedState = rules.board(fen);
            cachedLegal = rules.legalMoves(fen);
        } catch (RecordException e) {
            cachedState = new BoardState(fen, true, List.of(), false);
            cachedLegal = List.of();
            fail(e);
        }
        cachedFen = fen;
    }

    /** The last move's squares, the selected square and its legal targets. */
    public Marks marks() {
        if (setup) {
            return new Marks(null, null, null, List.of());
        }
        int[] from = null;
        int[] to = null;
        if (cursor > 0) {
            String iccs = moves.get(cursor - 1).iccs();
            if (iccs != null && iccs.length() >= 4) {
                from = square(iccs.substring(0, 2));
                to = square(iccs.substring(2, 4));
            }
        }
        List<int[]> targets = new ArrayList<>();
        if (selected != null) {
            for (LegalMove lm : legal()) {
                if (lm.fromFile() == selected[0] && lm.fromRank() == selected[1]) {
                    targets.add(new int[] {lm.toFile(), lm.toRank()});
                }
            }
        }
        return new Marks(from, to, selected, targets);
    }

    private static int[] square(String s) {
        char f = Character.toLowerCase(s.charAt(0));
        char r = s.charAt(1);
        if (f < 'a' || f > 'i' || r < '0' || r > '9') {
            return null;
        }
        return new int[] {f - 'a', r - '0'};
    }

    private List<LegalMove> legal() {
        refreshCache();
        return cachedLegal;
    }

    /** 红方走 / 黑方走, with 将军 when in check, and where in the record the board stands. */
    public String sideToMove() {
        if (setup) {
            return m().get("board.setup.toMove", sideName(setupRed ? Side.FIRST : Side.SECOND));
        }
        BoardState s = position();
        String side = m().get("board.toMove", sideName(s.redToMove() ? Side.FIRST : Side.SECOND));
        if (s.inCheck()) {
            side += m().get("board.inCheck");
        }
        if (legal().isEmpty()) {
            side += m().get("board.noMoves");
        }
        return side + "　" + m().get("board.atPly", Integer.toString(cursor), Integer.toString(moves.size()));
    }

    /** The moves, one row per ply, numbered by 回合. */
    public List<MoveRow> moveRows() {
        boolean startRed = startRedToMove();
        List<MoveRow> out = new ArrayList<>();
        for (GameMove mv : moves) {
            int n = (mv.ply() - 1 + (startRed ? 0 : 1)) / 2 + 1;
            String shown = english() && mv.chinese() != null ? mv.chinese() + "  " + mv.iccs() : mv.chinese();
            out.add(new MoveRow(mv.ply(), mv.red() ? n + ". " + shown : n + "… " + shown));
        }
        return out;
    }

    private boolean startRedToMove() {
        String[] parts = startFen.trim().split("\\s+");
        return parts.length < 2 || !parts[1].equalsIgnoreCase("b");
    }

    /** The ply shown (0 = the start), and how many there are. */
    public int cursor() {
        return cursor;
    }

    public int plies() {
        return moves.size();
    }

    public boolean unsaved() {
        return unsaved;
    }

    // ------------------------------------------------------------------ moves

    /**
     * A click on a square: on one of the side to move's pieces it selects it (its legal targets are marked);
     * on a marked target it plays the move; elsewhere it clears the selection. In set-up mode it puts the
     * palette's piece there (or takes the piece away). Answers whether a move was played.
     */
    public boolean click(int file, int rank) {
        if (setup) {
            place(file, rank);
            return false;
        }
        if (selected != null) {
            for (LegalMove lm : legal()) {
                if (lm.fromFile() == selected[0] && lm.fromRank() == selected[1] && lm.toFile() == file
                        && lm.toRank() == rank) {
                    selected = null;
                    return playLegal(lm);
                }
            }
            if (selected[0] == file && selected[1] == rank) {
                selected = null;
                return false;
            }
        }
        for (LegalMove lm : legal()) {
            if (lm.fromFile() == file && lm.fromRank() == rank) {
                selected = new int[] {file, rank};
                say("");
                return false;
            }
        }
        if (selected != null || pieceAt(file, rank) != null) {
            BoardPiece p = pieceAt(file, rank);
            if (p != null && p.red() != position().redToMove()) {
                fail(m().get("board.notYourPiece", sideName(position().redToMove() ? Side.FIRST : Side.SECOND)));
            } else if (p != null) {
                fail(m().get("board.noMovesForPiece", p.glyph()));
            } else {
                fail(m().get("board.notATarget"));
            }
        }
        selected = null;
        return false;
    }

    private BoardPiece pieceAt(int file, int rank) {
        for (BoardPiece p : position().pieces()) {
            if (p.file() == file && p.rank() == rank) {
                return p;
            }
        }
        return null;
    }

    private boolean playLegal(LegalMove lm) {
        try {
            GameMove gm = rules.play(fen(), cursor + 1, lm.iccs());
            append(new GameMove(gm.ply(), gm.red(), gm.iccs(), gm.chinese(), null, gm.fenAfter()));
            return true;
        } catch (RecordException e) {
            fail(e);
            return false;
        }
    }

    private void append(GameMove gm) {
        while (moves.size() > cursor) {
            moves.remove(moves.size() - 1);
        }
        moves.add(gm);
        cursor = moves.size();
        selected = null;
        changed();
        say(m().get("board.played", Integer.toString(gm.ply()), gm.chinese()));
    }

    private void changed() {
        text = null;
        unsaved = true;
        ruling = null;
    }

    /**
     * Moves typed in any notation the discipline reads ({@code 炮二平五}, {@code C2=5}, {@code h2e2}, several
     * separated by spaces), played from the position shown; a bad one is named in the status line (ply, text,
     * reason) and nothing after it is played. Answers whether all were played.
     */
    public boolean type(String typed) {
        if (setup || typed == null || typed.isBlank()) {
            return false;
        }
        for (String one : typed.strip().split("[\\s,，；;]+")) {
            if (one.isEmpty() || one.matches("\\d+[.…、]*")) {
                continue; // a move number
            }
            try {
                GameMove gm = rules.play(fen(), cursor + 1, one.replaceFirst("^\\d+[.…、]+", ""));
                append(gm);
            } catch (RecordException e) {
                fail(e);
                return false;
            }
        }
        return true;
    }

    public void first() {
        goTo(0);
    }

    public void back() {
        goTo(cursor - 1);
    }

    public void forward() {
        goTo(cursor + 1);
    }

    public void last() {
        goTo(moves.size());
    }

    /** Shows the position after {@code ply} (0 = the start). */
    public void goTo(int ply) {
        if (setup) {
            return;
        }
        cursor = Math.max(0, Math.min(moves.size(), ply));
        selected = null;
        say("");
    }

    /** Takes back the moves after the position shown. */
    public void truncate() {
        if (moves.size() > cursor) {
            while (moves.size() > cursor) {
                moves.remove(moves.size() - 1);
            }
            changed();
        }
    }

    // ------------------------------------------------------------------ records

    private void loadStored() {
        if (!records.available()) {
            return;
        }
        Optional<GameRecords.Stored> s;
        try {
            s = records.find(round, board);
        } catch (RuntimeException e) {
            fail(e.getMessage());
            return;
        }
        if (s.isEmpty()) {
            say(m().get("board.noRecord"));
            return;
        }
        try {
            read(s.get().text());
            unsaved = false;
            say(m().get("board.loadedStored", Integer.toString(moves.size()), String.valueOf(s.get().enteredBy()),
                    String.valueOf(s.get().at())));
        } catch (RecordException e) {
            fail(e);
        }
    }

    private void read(String recordText) throws RecordException {
        GameRecord r = rules.read(recordText, null);
        startFen = r.startFen();
        moves.clear();
        moves.addAll(r.moves());
        tags = new LinkedHashMap<>(r.tags());
        cursor = moves.size();
        selected = null;
        text = recordText;
        ruling = null;
    }

    /** Reads a pasted record (a PGN of one game or a plain move list); a bad one changes nothing. */
    public boolean load(String recordText) {
        if (recordText == null || recordText.isBlank()) {
            return false;
        }
        leaveSetup();
        try {
            read(recordText);
            unsaved = true;
            say(m().get("board.loaded", Integer.toString(moves.size())));
            return true;
        } catch (RecordException e) {
            fail(e);
            return false;
        }
    }

    /** Reads a record file (UTF-8, else GB18030 as Chinese PGN files often are). */
    public boolean loadFile(Path file) {
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            fail(m().get("board.fileError", file.toString(), String.valueOf(e.getMessage())));
            return false;
        }
        return load(decode(data));
    }

    static String decode(byte[] data) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(data)).toString().replaceFirst("^\uFEFF", "");
        } catch (CharacterCodingException e) {
            return new String(data, Charset.forName("GB18030"));
        }
    }

    /** The text stored for the moves on screen: the record as read when unchanged, else a PGN in ICCS. */
    public String recordText() {
        if (text != null) {
            return text;
        }
        Map<String, String> t = new LinkedHashMap<>(tags);
        t.putIfAbsent("Round", Integer.toString(round));
        t.putIfAbsent("Board", Integer.toString(board));
        t.putIfAbsent("Red", players[0]);
        t.putIfAbsent("Black", players[1]);
        return rules.toPgn(new GameRecord(startFen, moves, t, null), "iccs");
    }

    /** The record as PGN with Chinese moves, for copying out. */
    public String pgn() {
        return rules.toPgn(new GameRecord(startFen, moves, tags, null), english() ? "wxf" : "zh");
    }

    public boolean canStore() {
        return records.available() && !setup;
    }

    /** Why storing is not offered (a tooltip), or null. */
    public String storeUnavailable() {
        return records.available() ? null : m().get("board.noRecordService");
    }

    /** 保存棋谱: stores the moves on screen with the game. */
    public void save() {
        if (!records.available()) {
            fail(m().get("board.noRecordService"));
            return;
        }
        String t = recordText();
        records.store(round, board, t);
        text = t;
        unsaved = false;
        say(m().get("board.saved", Integer.toString(moves.size())));
    }

    // ------------------------------------------------------------------ ruling

    /** The natural move limit in 回合 the ruling applies. */
    public int moveLimit() {
        return session.event().map(e -> e.settings().moveLimit()).orElse(DEFAULT_MOVE_LIMIT);
    }

    /**
     * 裁决: the ruling over the moves on screen — stored first when the event keeps records, then judged by
     * the record service (with the event's move limit); without one, by the rules directly.
     */
    public RulingView judge() {
        leaveSetup();
        Ruling r;
        if (records.available()) {
            if (unsaved || records.find(round, board).isEmpty()) {
                save();
            }
            r = records.judge(round, board);
        } else {
            try {
                r = rules.judge(recordText(), null, moveLimit());
            } catch (RecordException e) {
                fail(e);
                throw new UserError(e.error().message(java.util.Locale.SIMPLIFIED_CHINESE),
                        e.error().message(java.util.Locale.ENGLISH), null);
            }
        }
        ruling = r;
        RulingView v = view(r);
        say(m().get("board.judged", v.verdict()));
        return v;
    }

    /** Whether the ruling shown can be accepted as the board's result. */
    public boolean canAccept() {
        return ruling != null && records.available() && !unsaved && result(ruling.verdict()) != null;
    }

    /** What accepting enters, for the confirmation. */
    public String acceptQuestion() {
        if (ruling == null) {
            return "";
        }
        RulingView v = view(ruling);
        return m().get("board.accept.confirm", m().get("penalty.board", Integer.toString(round),
                Integer.toString(board)), v.verdict(), v.clauses(), v.summary());
    }

    /** 接受裁决: the result, the penalty-log row and the journal in one service action. */
    public void accept() {
        if (!canAccept()) {
            fail(m().get("board.accept.nothing"));
            return;
        }
        records.accept(round, board);
        RulingView v = view(ruling);
        say(m().get("board.accepted", v.verdict()));
        session.changed();
    }

    /** Whether the 裁决书 can be printed: a ruling shown over the stored record. */
    public boolean canPrintRuling() {
        return ruling != null && records.available() && !unsaved;
    }

    /** Whether the game record sheet can be printed: the event keeps records (unsaved moves are stored first). */
    public boolean canPrintRecord() {
        return records.available() && !setup && !moves.isEmpty();
    }

    /**
     * The print preview of this board's 裁决书 ({@link ReportKind#RULING}) or game record ({@link ReportKind#RECORD}),
     * made from the stored record (the moves on screen are stored first).
     */
    public PreviewPresenter preview(ReportKind kind) {
        if (unsaved) {
            save();
        }
        PrintDocument doc = Printing.document(session.require(), kind, round, board, m().locale(), false);
        if (doc.pageCount() == 0) {
            throw new UserError(m().get("preview.error.empty"));
        }
        return new PreviewPresenter(doc, m());
    }

    public Optional<Ruling> ruling() {
        return Optional.ofNullable(ruling);
    }

    static Result result(Verdict v) {
        return switch (v) {
            case RED_LOSES -> Result.SECOND_WIN;
            case BLACK_LOSES -> Result.FIRST_WIN;
            case DRAW -> Result.DRAW;
            case NONE -> null;
        };
    }

    /** A ruling in the window's language. */
    public RulingView view(Ruling r) {
        Messages m = m();
        boolean en = english();
        Result res = result(r.verdict());
        String verdict = m.get("board.verdict." + r.verdict().code());
        String clauses = r.clauses().isEmpty() ? m.get("board.ruling.noClauses") : String.join(en ? ", " : "、",
                r.clauses());
        String summary = en ? r.summaryEn() : r.summaryZh();
        String repetition;
        List<CycleRow> rows = new ArrayList<>();
        Repetition rep = r.repetition();
        if (rep == null) {
            repetition = m.get("board.ruling.noRepetition");
        } else {
            repetition = m.get("board.ruling.repetition", Integer.toString(rep.firstPly()), Integer.toString(rep.count()),
                    sideName(Side.FIRST), en ? rep.redClassEn() : rep.redClassZh(), sideName(Side.SECOND),
                    en ? rep.blackClassEn() : rep.blackClassZh());
            for (CycleMove cm : rep.moves()) {
                String detail = en ? cm.detailEn() : cm.detailZh();
                if (!cm.clauses().isEmpty()) {
                    detail = (detail == null ? "" : detail + " ") + "(" + String.join(", ", cm.clauses()) + ")";
                }
                rows.add(new CycleRow(cm.ply(), sideName(cm.red() ? Side.FIRST : Side.SECOND),
                        en ? cm.chinese() + " " + cm.iccs() : cm.chinese(),
                        en ? cm.kind().code() + " " + cm.kind().chinese() : cm.kind().chinese(),
                        detail == null ? "" : detail));
            }
        }
        MoveLimit ml = r.moveLimit();
        String limit;
        if (ml == null) {
            limit = m.get("board.limit.none");
        } else if (ml.reachedAtPly() != null) {
            limit = m.get("board.limit.reached", Integer.toString(ml.limit()), Integer.toString(ml.reachedAtPly()));
        } else {
            limit = m.get("board.limit.left", Integer.toString(ml.limit()),
                    Integer.toString(Math.max(0, 2 * ml.limit() - ml.pliesLeft())), Integer.toString(ml.pliesLeft()));
        }
        String illegal = r.illegal() == null ? m.get("board.ruling.noIllegal")
                : m.get("board.ruling.illegal", r.illegal().message(m.locale()));
        String v = res == null ? verdict : verdict + "（" + res.code() + "）";
        return new RulingView(v, summary == null ? "" : summary, clauses, repetition, rows, limit, illegal, res);
    }

    // ------------------------------------------------------------------ set-up

    public boolean inSetup() {
        return setup;
    }

    /** 摆棋: starts setting up from the position shown. */
    public void enterSetup() {
        BoardState s = position();
        clearGrid();
        for (BoardPiece p : s.pieces()) {
            grid[p.rank()][p.file()] = p.red() ? p.kind() : Character.toLowerCase(p.kind());
        }
        setupRed = s.redToMove();
        setup = true;
        selected = null;
        say(m().get("board.setup.hint"));
    }

    /** Leaves set-up without changing the game. */
    public void cancelSetup() {
        if (setup) {
            setup = false;
            say("");
        }
    }

    private void leaveSetup() {
        setup = false;
    }

    /**
     * Finishes set-up: the position is checked by the rules (a bad one names why and set-up goes on) and
     * becomes the game's start, with no moves.
     */
    public boolean finishSetup() {
        String fen = setupFen();
        try {
            rules.board(fen);
            List<LegalMove> lm = rules.legalMoves(fen);
            startFen = fen;
            moves.clear();
            tags = new LinkedHashMap<>();
            cursor = 0;
            setup = false;
            changed();
            cachedFen = null;
            say(lm.isEmpty() ? m().get("board.setup.doneNoMoves") : m().get("board.setup.done"));
            return true;
        } catch (RecordException e) {
            fail(e);
            return false;
        }
    }

    /** The palette: red pieces, black pieces, and the eraser. */
    public List<Brush> brushes() {
        List<Brush> out = new ArrayList<>();
        for (int i = 0; i < KINDS.length(); i++) {
            out.add(new Brush(KINDS.charAt(i), String.valueOf(RED_GLYPHS.charAt(i)), true));
        }
        for (int i = 0; i < KINDS.length(); i++) {
            out.add(new Brush(Character.toLowerCase(KINDS.charAt(i)), String.valueOf(BLACK_GLYPHS.charAt(i)), false));
        }
        out.add(new Brush(' ', m().get("board.setup.erase"), false));
        return out;
    }

    public char brush() {
        return brush;
    }

    public void setBrush(char code) {
        brush = code;
    }

    public boolean setupRedToMove() {
        return setupRed;
    }

    public void setSetupRedToMove(boolean red) {
        setupRed = red;
    }

    /** 清空: an empty board (the kings go back to their squares, as every position needs them). */
    public void clearSetup() {
        clearGrid();
        grid[0][4] = 'K';
        grid[9][4] = 'k';
    }

    /** 初始局面 */
    public void startSetup() {
        setFen(rules.startFen());
    }

    /** A FEN typed in set-up mode: shown when the rules can read it, else the reason. */
    public boolean setFen(String fen) {
        if (fen == null || fen.isBlank()) {
            return false;
        }
        try {
            BoardState s = rules.board(fen.strip());
            rules.legalMoves(fen.strip());
            clearGrid();
            for (BoardPiece p : s.pieces()) {
                grid[p.rank()][p.file()] = p.red() ? p.kind() : Character.toLowerCase(p.kind());
            }
            setupRed = s.redToMove();
            say(m().get("board.setup.fenRead"));
            return true;
        } catch (RecordException e) {
            fail(e);
            return false;
        }
    }

    private void place(int file, int rank) {
        char now = grid[rank][file];
        grid[rank][file] = brush == ' ' || now == brush ? 0 : brush;
        say("");
    }

    private void clearGrid() {
        for (char[] row : grid) {
            java.util.Arrays.fill(row, (char) 0);
        }
    }

    /** The FEN of the position being set up. */
    public String setupFen() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                char c = grid[rank][file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(setupRed ? " w" : " b").toString();
    }

    private BoardState setupState() {
        List<BoardPiece> ps = new ArrayList<>();
        for (int rank = 0; rank < 10; rank++) {
            for (int file = 0; file < 9; file++) {
                char c = grid[rank][file];
                if (c != 0) {
                    boolean red = Character.isUpperCase(c);
                    char kind = Character.toUpperCase(c);
                    int i = KINDS.indexOf(kind);
                    String glyph = i < 0 ? String.valueOf(c) : String.valueOf((red ? RED_GLYPHS : BLACK_GLYPHS).charAt(i));
                    ps.add(new BoardPiece(file, rank, red, kind, glyph));
                }
            }
        }
        return new BoardState(setupFen(), setupRed, ps, false);
    }
}
