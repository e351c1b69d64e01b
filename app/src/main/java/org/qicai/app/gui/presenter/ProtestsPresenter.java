package org.qicai.app.gui.presenter;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.ProtestService;
import org.qicai.core.service.ProtestService.Against;
import org.qicai.core.service.ProtestService.Protest;
import org.qicai.core.service.ProtestService.Status;
import org.qicai.core.spi.Discipline;

/**
 * 抗议 / 申诉: the protests of the event with their deadlines (15 minutes after a ruling, 30 after a game —
 * the event's settings), lodging one from a board, and deciding it. The deadline and whether a protest
 * came in time are the {@link ProtestService}'s.
 */
public final class ProtestsPresenter {
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm");

    /** One protest as the table shows it, with what the decide form needs. */
    public record Row(long id, boolean open, List<String> cells) {
    }

    /**
     * What the lodge form holds, as typed.
     *
     * @param penaltyId   the ruling protested (a penalty entry), 0 for none
     * @param rulingTime  HH:mm today, when a ruling without a penalty entry is protested
     */
    public record LodgeForm(int round, int board, Side side, Against against, long penaltyId, String rulingTime,
                            String grounds) {
    }

    private final EventSession session;
    private final ZoneId zone;

    public ProtestsPresenter(EventSession session) {
        this(session, ZoneId.systemDefault());
    }

    ProtestsPresenter(EventSession session, ZoneId zone) {
        this.session = session;
        this.zone = zone;
    }

    private Messages m() {
        return session.messages();
    }

    private ProtestService service() {
        return new ProtestService(session.require());
    }

    public String sideName(Side side) {
        try {
            Discipline d = session.require().discipline();
            return d.sideName(side, m().locale());
        } catch (UserError e) {
            return m().get(side == Side.FIRST ? "rounds.col.first" : "rounds.col.second");
        }
    }

    /** The two windows as the form explains them: 裁决后 15 分钟内 / 赛后 30 分钟内. */
    public String windowsText() {
        ProtestService s = service();
        return m().get("protest.windows", Long.toString(s.window(Against.RULING).toMinutes()),
                Long.toString(s.window(Against.GAME).toMinutes()));
    }

    public List<String> columns() {
        Messages m = m();
        return List.of(m.get("protest.col.id"), m.get("protest.col.board"), m.get("protest.col.player"),
                m.get("protest.col.against"), m.get("protest.col.grounds"), m.get("protest.col.lodged"),
                m.get("protest.col.deadline"), m.get("protest.col.status"), m.get("protest.col.decision"),
                m.get("protest.col.result"));
    }

    public List<Row> rows() {
        if (!session.hasEvent()) {
            return List.of();
        }
        EventSnapshot s = session.require().snapshot();
        List<Row> out = new ArrayList<>();
        for (Protest p : service().list()) {
            String against = p.against() == Against.RULING
                    ? (p.penaltyId() != 0 ? m().get("protest.against.rulingEntry", Long.toString(p.penaltyId()))
                    : m().get("protest.against.ruling"))
                    : m().get("protest.against.game");
            String lodged = TIME.format(p.lodgedAt().atZone(zone)) + (p.inTime() ? "" : " " + m().get("protest.late"));
            String status = m().get("protest.status." + p.status().name().toLowerCase(Locale.ROOT));
            String decision = p.status() == Status.OPEN ? ""
                    : p.decision() + (p.decidedBy().isEmpty() ? "" : " — " + p.decidedBy());
            String result = p.changedResult() ? (p.resultBefore().isDecided() ? p.resultBefore().code() : "…") + " → "
                    + p.resultAfter().code() : "";
            out.add(new Row(p.id(), p.status() == Status.OPEN, List.of(Long.toString(p.id()),
                    p.round() + " / " + p.board(), sideName(p.side()) + " " + p.player() + " " + s.playerName(p.player()),
                    against, p.grounds(), lodged, TIME.format(p.deadline().atZone(zone)) + " (" + p.deadlineClause() + ")",
                    status, decision, result)));
        }
        return out;
    }

    /** The boards of a round that have a game, as choices {@code 2 — 陈永和 : 林晓峰}. */
    public List<Choice> boards(int round) {
        if (!session.hasEvent()) {
            return List.of();
        }
        EventSnapshot s = session.require().snapshot();
        Optional<Round> r = s.round(round);
        List<Choice> out = new ArrayList<>();
        if (r.isEmpty()) {
            return out;
        }
        for (Pairing p : r.get().pairings()) {
            if (!p.isBye()) {
                out.add(new Choice(Integer.toString(p.board()), m().get("protest.boardChoice", Integer.toString(p.board()),
                        s.playerName(p.first()), s.playerName(p.second()))));
            }
        }
        return out;
    }

    /** The rounds with boards, newest first. */
    public List<Integer> rounds() {
        if (!session.hasEvent()) {
            return List.of();
        }
        List<Integer> out = new ArrayList<>();
        for (Round r : session.require().snapshot().rounds()) {
            out.add(0, r.no());
        }
        return out;
    }

    /** The live penalty entries of a board a ruling protest may name; the first choice is "none". */
    public List<Choice> penalties(int round, int board) {
        List<Choice> out = new ArrayList<>();
        out.add(new Choice("0", m().get("protest.noEntry")));
        if (!session.hasEvent()) {
            return out;
        }
        try {
            for (PenaltyService.Entry e : new PenaltyService(session.require()).log()) {
                if (e.live() && e.penalty().round() == round && e.penalty().board() == board) {
                    out.add(new Choice(Long.toString(e.penalty().id()), "#" + e.penalty().id() + " "
                            + e.penalty().clause() + (e.side() == null ? "" : " " + sideName(e.side()))));
                }
            }
        } catch (UserError e) {
            // no discipline loaded: no entries to name
        }
        return out;
    }

    /** 提出抗议, lodged now. */
    public Protest lodge(LodgeForm f) {
        if (f.round() <= 0 || f.board() <= 0) {
            throw new UserError(m().get("protest.error.board"));
        }
        Instant since = null;
        if (f.against() == Against.RULING && f.penaltyId() == 0) {
            since = rulingTime(f.rulingTime());
        }
        Protest p = service().lodge(f.round(), f.board(), f.side(), f.against(), f.penaltyId(), since, null,
                f.grounds());
        session.changed();
        return p;
    }

    /** HH:mm today (in the machine's zone). */
    private Instant rulingTime(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new UserError(m().get("protest.error.rulingTime"));
        }
        try {
            LocalTime lt = LocalTime.parse(t.length() == 4 ? "0" + t : t, DateTimeFormatter.ofPattern("HH:mm"));
            return LocalDate.now(zone).atTime(lt).atZone(zone).toInstant();
        } catch (DateTimeParseException e) {
            throw new UserError(m().get("protest.error.time", t));
        }
    }

    /** The message after lodging: in time or late, with the deadline. */
    public String lodgedMessage(Protest p) {
        return m().get(p.inTime() ? "protest.lodged" : "protest.lodgedLate", Long.toString(p.id()),
                TIME.format(p.deadline().atZone(zone)));
    }

    /** The results an upheld protest may set: none (the first), then each decided result. */
    public List<Choice> results() {
        List<Choice> out = new ArrayList<>();
        out.add(new Choice("", m().get("protest.keepResult")));
        Optional<Discipline> d;
        try {
            d = Optional.of(session.require().discipline());
        } catch (UserError e) {
            d = Optional.empty();
        }
        for (Result r : Result.values()) {
            if (r.isDecided()) {
                String word = d.map(x -> " " + x.resultWord(r, m().locale())).orElse("");
                out.add(new Choice(r.name(), r.code() + word));
            }
        }
        return out;
    }

    /** 裁决: upheld or dismissed, the decision in words, by whom (blank = the acting arbiter), the new result. */
    public Protest decide(long id, boolean upheld, String decision, String decidedBy, String resultId) {
        Result r = resultId == null || resultId.isBlank() ? null : Result.valueOf(resultId);
        Protest p = service().decide(id, upheld ? Status.UPHELD : Status.DISMISSED, decision, decidedBy, r);
        session.changed();
        return p;
    }

    public String decidedMessage(Protest p) {
        return m().get("protest.decided", Long.toString(p.id()),
                m().get("protest.status." + p.status().name().toLowerCase(Locale.ROOT)));
    }
}
