package org.qicai.app.gui.presenter;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.PenaltyService.BoardPenalties;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.service.PenaltyService.Logged;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.PenaltyRule;

/**
 * 判罚: penalty entry from a board (the discipline's catalogue, side + clause), the marks the rounds view
 * shows per board, and the penalty log (判罚记录) with its corrections. The consequences are the
 * {@link PenaltyService}'s; this class only offers the choices, says beforehand what the catalogue
 * attaches to a clause, and words what the service did.
 */
public final class PenaltyPresenter {

    /**
     * A catalogue entry as the chooser lists it: {@code 9.1.5  犯规 — 摸触了己方不可能走动的棋子}. The label starts
     * with the clause, so typing the clause in the list selects it.
     */
    public record RuleItem(PenaltyRule rule, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * One line of the log view.
     *
     * @param id          the entry number
     * @param correction  this entry is a correction (it reverses {@link #reverses})
     * @param reverses    the entry it reverses, or 0
     * @param reversedBy  the correction that reversed it, or 0
     * @param cells       the texts, in the order of {@link #logColumns()}
     */
    public record LogRow(long id, boolean correction, long reverses, long reversedBy, List<String> cells) {
        /** A live entry may be corrected (an 18.3 expulsion is refused by the service, with the reason). */
        public boolean correctable() {
            return !correction && reversedBy == 0;
        }
    }

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");

    private final EventSession session;
    private final ZoneId zone;

    public PenaltyPresenter(EventSession session) {
        this(session, ZoneId.systemDefault());
    }

    PenaltyPresenter(EventSession session, ZoneId zone) {
        this.session = session;
        this.zone = zone;
    }

    private Messages m() {
        return session.messages();
    }

    private PenaltyService service() {
        return new PenaltyService(session.require());
    }

    private Optional<Discipline> discipline() {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ev.get().discipline());
        } catch (UserError e) {
            return Optional.empty();
        }
    }

    /** 红方 / 黑方 (Go 黑方 / 白方), or generic names when the discipline is not loaded. */
    public String sideName(Side side) {
        return discipline().map(d -> d.sideName(side, m().locale()))
                .orElse(m().get(side == Side.FIRST ? "rounds.col.first" : "rounds.col.second"));
    }

    private String sideShort(Side side) {
        return discipline().map(d -> d.sideShort(side, m().locale()))
                .orElse(m().get(side == Side.FIRST ? "rounds.col.first" : "rounds.col.second"));
    }

    /** 犯规, 警告 … in the shown language. */
    public String kindName(PenaltyKind kind) {
        return m().get("penalty.kind." + kind.name().toLowerCase(Locale.ROOT));
    }

    // ------------------------------------------------------------------ the chooser

    /** The discipline's catalogue, in its order. */
    public List<RuleItem> catalogue() {
        List<RuleItem> out = new ArrayList<>();
        for (PenaltyRule r : service().catalogue()) {
            out.add(new RuleItem(r, r.clause() + "  " + kindName(r.kind()) + " — " + r.description(m().locale())));
        }
        return out;
    }

    /** The game on a board; a UserError when there is none (a bye, a round not paired). */
    private Pairing game(int round, int board) {
        EventSnapshot s = session.require().snapshot();
        Round r = s.round(round).orElseThrow(() -> new UserError(m().get("penalty.error.noRound",
                Integer.toString(round))));
        Pairing p = r.board(board).orElseThrow(() -> new UserError(m().get("penalty.error.noBoard",
                Integer.toString(round), Integer.toString(board))));
        if (p.isBye()) {
            throw new UserError(m().get("penalty.error.bye", Integer.toString(round), Integer.toString(board)));
        }
        return p;
    }

    /** 第 3 轮 第 2 台 for the chooser's title. */
    public String boardCaption(int round, int board) {
        return m().get("penalty.board", Integer.toString(round), Integer.toString(board));
    }

    /** 红方 3 陈永和 — the side with its player, for the side buttons. */
    public String sideLabel(int round, int board, Side side) {
        Pairing p = game(round, board);
        int no = side == Side.FIRST ? p.first() : p.second();
        return sideName(side) + "  " + no + " " + session.require().snapshot().playerName(no);
    }

    /**
     * What logging {@code rule} against {@code side} will do, from the catalogue and the live entries on
     * the board — shown before Enter so the arbiter sees a third foul coming.
     */
    public String preview(int round, int board, Side side, PenaltyRule rule) {
        if (rule == null) {
            return "";
        }
        Messages m = m();
        List<String> parts = new ArrayList<>();
        BoardPenalties bp = service().board(round, board);
        int before = bp.count(side, rule.kind());
        Optional<PenaltyRule.Limit> limit = discipline().flatMap(d -> d.penaltyLimits().stream()
                .filter(l -> l.kind() == rule.kind()).findFirst());
        String kind = kindName(rule.kind());
        if (limit.isPresent()) {
            PenaltyRule.Limit l = limit.get();
            int after = before + 1;
            if (after == l.count()) {
                parts.add(m.get("penalty.preview.limitReached", sideName(side), kind, Integer.toString(after),
                        l.clause()));
            } else {
                parts.add(m.get("penalty.preview.limitCount", sideName(side), kind, Integer.toString(after),
                        Integer.toString(l.count()), l.clause()));
            }
        } else if (before > 0) {
            parts.add(m.get("penalty.preview.count", sideName(side), kind, Integer.toString(before + 1)));
        }
        String effectClause = rule.effectClause().isEmpty() ? rule.clause() : rule.effectClause();
        switch (rule.effect()) {
            case GAME_LOST -> parts.add(m.get("penalty.preview.gameLost", sideName(side), effectClause));
            case WITHDRAWAL -> parts.add(m.get("penalty.preview.withdrawal"));
            case MOVE_VOID -> parts.add(m.get("penalty.preview.moveVoid", effectClause));
            case NONE -> {
                // recorded and counted only
            }
        }
        if (rule.clockSeconds() > 0) {
            parts.add(m.get("penalty.preview.clock", sideName(side), Long.toString(rule.clockSeconds()), effectClause));
        } else if (rule.asksSeconds()) {
            parts.add(m.get("penalty.preview.askSeconds"));
        }
        if (parts.isEmpty()) {
            parts.add(m.get("penalty.preview.recorded"));
        }
        return String.join(m.english() ? "; " : "；", parts);
    }

    /**
     * 判罚: logs the penalty and applies its consequence (the service's, one transaction). {@code seconds}
     * is read only when the clause asks the arbiter for the time (a clock penalty of his choosing).
     */
    public Logged add(int round, int board, Side side, PenaltyRule rule, String note, String seconds) {
        if (rule == null) {
            throw new UserError(m().get("penalty.error.noClause"));
        }
        if (side == null) {
            throw new UserError(m().get("penalty.error.noSide"));
        }
        long secs = -1;
        if (rule.asksSeconds()) {
            String t = seconds == null ? "" : seconds.strip();
            try {
                secs = Long.parseLong(t);
            } catch (NumberFormatException e) {
                secs = 0;
            }
            if (secs <= 0) {
                throw new UserError(m().get("penalty.error.seconds", t));
            }
        }
        Logged l = service().add(round, board, side, rule.clause(), note, secs);
        session.changed();
        return l;
    }

    /** The status line after logging: 第1轮 第2台 红方 9.1.5 犯规 — 后果：该局判红方负（4.1.8）… */
    public String loggedMessage(Logged l) {
        Penalty p = l.entry().penalty();
        String where = p.round() > 0 ? boardCaption(p.round(), p.board()) + " " : "";
        String side = l.entry().side() == null ? "" : sideName(l.entry().side()) + " ";
        String head = m().get("penalty.logged", Long.toString(p.id()), where + side + p.clause(), kindName(p.kind()));
        String c = l.consequence(m().locale());
        return c.isEmpty() ? head : head + m().get("penalty.consequence", c);
    }

    // ------------------------------------------------------------------ the rounds view

    /**
     * The live penalties of each board of a round as the rounds view shows them: {@code 红 犯规×2　黑 警告×1}.
     * Boards without any are absent.
     */
    public Map<Integer, String> marks(int round) {
        Map<Integer, String> out = new LinkedHashMap<>();
        if (!session.hasEvent() || round <= 0) {
            return out;
        }
        Map<String, BoardPenalties> all;
        try {
            all = service().boards();
        } catch (UserError e) {
            return out; // discipline not loaded: the plugins view says why
        }
        for (BoardPenalties bp : all.values()) {
            if (bp.round() != round || bp.isEmpty()) {
                continue;
            }
            List<String> sides = new ArrayList<>();
            for (Side s : Side.values()) {
                Map<PenaltyKind, Integer> counts = new EnumMap<>(PenaltyKind.class);
                for (Entry e : bp.of(s)) {
                    counts.merge(e.penalty().kind(), 1, Integer::sum);
                }
                if (counts.isEmpty()) {
                    continue;
                }
                List<String> kinds = new ArrayList<>();
                counts.forEach((k, n) -> kinds.add(m().get("penalty.mark", kindName(k), Integer.toString(n))));
                sides.add(sideShort(s) + " " + String.join(" ", kinds));
            }
            out.put(bp.board(), String.join("　", sides));
        }
        return out;
    }

    // ------------------------------------------------------------------ the log

    public List<String> logColumns() {
        Messages m = m();
        return List.of(m.get("penalty.col.id"), m.get("penalty.col.time"), m.get("penalty.col.board"),
                m.get("penalty.col.side"), m.get("penalty.col.player"), m.get("penalty.col.clause"),
                m.get("penalty.col.kind"), m.get("penalty.col.note"), m.get("penalty.col.consequence"),
                m.get("penalty.col.arbiter"), m.get("penalty.col.status"));
    }

    /** The whole log in the order it was written; corrections are entries of their own. */
    public List<LogRow> log() {
        if (!session.hasEvent()) {
            return List.of();
        }
        EventSnapshot s = session.require().snapshot();
        List<LogRow> out = new ArrayList<>();
        for (Entry e : service().log()) {
            Penalty p = e.penalty();
            boolean correction = p.kind() == PenaltyKind.CORRECTION;
            String what = p.note();
            if (correction) {
                String head = m().get("penalty.reverses", Long.toString(p.reverses()));
                what = what.isEmpty() ? head : head + m().get("penalty.noteSeparator") + what;
            } else if (what.isEmpty() && e.rule() != null) {
                what = e.rule().description(m().locale());
            }
            String status = correction ? m().get("penalty.status.correction", Long.toString(p.reverses()))
                    : e.reversedBy() != 0 ? m().get("penalty.status.reversed", Long.toString(e.reversedBy()))
                    : m().get("penalty.status.live");
            List<String> cells = List.of(Long.toString(p.id()), TIME.format(p.at().atZone(zone)),
                    p.round() > 0 ? p.round() + " / " + p.board() : "",
                    e.side() == null ? "" : sideName(e.side()),
                    p.player() + " " + s.playerName(p.player()), p.clause(), kindName(p.kind()), what,
                    e.consequence(m().locale()), p.arbiter(), status);
            out.add(new LogRow(p.id(), correction, p.reverses(), e.reversedBy(), cells));
        }
        return out;
    }

    /** 更正: a new entry reversing {@code id}; the service undoes its consequences. */
    public Logged correct(long id, String note) {
        Logged l = service().correct(id, note);
        session.changed();
        return l;
    }

    /** The status line after a correction. */
    public String correctedMessage(Logged l) {
        Penalty p = l.entry().penalty();
        String head = m().get("penalty.corrected", Long.toString(p.id()), Long.toString(p.reverses()));
        String c = l.consequence(m().locale());
        return c.isEmpty() ? head : head + m().get("penalty.consequence", c);
    }
}
