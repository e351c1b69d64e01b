package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PairingEditService;
import org.qicai.core.spi.PairingSystem;

/**
 * 人工调整 (issue 3 item 7): the arbiter's edits of a round before it is published — swap two
 * players, force a pair, give a bye, unpair a board — and 恢复编排 of a player left out after
 * forfeits. Every edit is done and journaled by {@link PairingEditService}; what it breaks (a
 * rematch, a colour rule, two players of one unit …) comes back as warnings to show, never to block.
 * Also byes fixed before a Swiss round is paired (a requested or announced absence).
 */
public final class PairingEditPresenter {

    /** The edits the dialog offers. */
    public enum Edit {
        /** 交换: two players change places */
        SWAP,
        /** 指定对阵: red plays black */
        PAIR,
        /** 轮空: a bye of a kind */
        BYE,
        /** 拆开: the board's players are unpaired */
        UNPAIR,
        /** 恢复编排: a player left out after consecutive forfeits is paired again from the next round */
        REINSTATE
    }

    /** What an edit did: a line for the status bar and the warnings, in the current language. */
    public record Outcome(String summary, List<String> warnings) {
        public Outcome {
            warnings = List.copyOf(warnings);
        }
    }

    private final EventSession session;

    public PairingEditPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    private PairingEditService service() {
        return new PairingEditService(session.require());
    }

    /** Only a paired round not yet published can be edited. */
    public boolean canEdit(int round) {
        return session.event().flatMap(e -> e.snapshot().round(round)).map(r -> r.status() == RoundStatus.PAIRED)
                .orElse(false);
    }

    /** The edits in the order the dialog lists them, with their names. */
    public List<Choice> edits() {
        List<Choice> out = new ArrayList<>();
        for (Edit e : Edit.values()) {
            out.add(new Choice(e.name(), m().get("edit.kind." + e.name().toLowerCase(java.util.Locale.ROOT))));
        }
        return out;
    }

    /**
     * The active players, each with where he stands in the round: {@code #3 王五（第 2 台 红）},
     * {@code #7 赵六（轮空）}, {@code #9 孙七（未配对）}. The id is the start number.
     */
    public List<Choice> players(int round) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return List.of();
        }
        EventSnapshot s = ev.get().snapshot();
        Map<Integer, String> where = new LinkedHashMap<>();
        s.round(round).ifPresent(r -> {
            for (Pairing p : r.pairings()) {
                if (p.isBye()) {
                    where.put(p.first(), PairingEditService.UNPAIRED.equals(p.explanation()) ? m().get("edit.where.unpaired")
                            : m().get("edit.where.bye"));
                } else {
                    where.put(p.first(), m().get("edit.where.first", Integer.toString(p.board())));
                    where.put(p.second(), m().get("edit.where.second", Integer.toString(p.board())));
                }
            }
        });
        List<Choice> out = new ArrayList<>();
        for (Player p : s.players()) {
            if (!p.status().isActive()) {
                continue;
            }
            String w = where.getOrDefault(p.no(), m().get("edit.where.none"));
            out.add(new Choice(Integer.toString(p.no()), "#" + p.no() + " " + p.name() + "（" + w + "）"));
        }
        return out;
    }

    /** The active players, {@code #3 王五}; the id is the start number. */
    public List<Choice> activePlayers() {
        return session.event().map(e -> e.snapshot().players().stream().filter(p -> p.status().isActive())
                .map(p -> new Choice(Integer.toString(p.no()), "#" + p.no() + " " + p.name())).toList()).orElse(List.of());
    }

    /** The round's boards: {@code 第 2 台  #3 王五 — #5 李四}. The id is the board. */
    public List<Choice> boards(int round) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return List.of();
        }
        EventSnapshot s = ev.get().snapshot();
        List<Choice> out = new ArrayList<>();
        s.round(round).ifPresent(r -> {
            for (Pairing p : r.pairings()) {
                String second = p.isBye() ? m().get("rounds.bye") : "#" + p.second() + " " + s.playerName(p.second());
                out.add(new Choice(Integer.toString(p.board()), m().get("edit.board", Integer.toString(p.board()),
                        "#" + p.first() + " " + s.playerName(p.first()), second)));
            }
        });
        return out;
    }

    /** The kinds of bye, the pairing bye first. */
    public List<Choice> byeKinds() {
        List<Choice> out = new ArrayList<>();
        for (ByeKind k : List.of(ByeKind.PAIRING, ByeKind.FULL_POINT, ByeKind.HALF_POINT, ByeKind.ZERO_POINT)) {
            out.add(new Choice(k.name(), m().get("edit.bye." + k.name().toLowerCase(java.util.Locale.ROOT))));
        }
        return out;
    }

    private List<String> texts(List<PairingEditService.Warning> ws) {
        return ws.stream().map(w -> w.text(m().english())).toList();
    }

    public Outcome swap(int round, int a, int b) {
        PairingEditService.EditResult r = service().swap(round, a, b);
        session.changed();
        return new Outcome(m().get("edit.done.swap", Integer.toString(round), "#" + a, "#" + b), texts(r.warnings()));
    }

    public Outcome pair(int round, int red, int black) {
        PairingEditService.EditResult r = service().pair(round, red, black);
        session.changed();
        return new Outcome(m().get("edit.done.pair", Integer.toString(round), "#" + red, "#" + black),
                texts(r.warnings()));
    }

    public Outcome bye(int round, int player, ByeKind kind) {
        PairingEditService.EditResult r = service().bye(round, player, kind);
        session.changed();
        return new Outcome(m().get("edit.done.bye", Integer.toString(round), "#" + player,
                m().get("edit.bye." + (kind == null ? ByeKind.PAIRING : kind).name().toLowerCase(java.util.Locale.ROOT))),
                texts(r.warnings()));
    }

    public Outcome unpair(int round, int board) {
        PairingEditService.EditResult r = service().unpair(round, board);
        session.changed();
        return new Outcome(m().get("edit.done.unpair", Integer.toString(round), Integer.toString(board)),
                texts(r.warnings()));
    }

    /** 恢复编排 (附录二 8): the player is paired again from the next round. */
    public Outcome reinstate(int player) {
        service().reinstate(player);
        session.changed();
        return new Outcome(m().get("edit.done.reinstate", "#" + player), List.of());
    }

    /** What the round as it stands breaks (empty once published: the pairings are frozen then). */
    public List<String> warnings(int round) {
        if (!canEdit(round)) {
            return List.of();
        }
        return texts(service().warnings(round));
    }

    /**
     * Whether byes can be fixed before pairing: a system that pairs every player each round from the
     * results so far (Swiss). A round robin's table and a knockout's bracket decide the byes themselves.
     */
    public boolean offersFixedByes() {
        return session.event().map(e -> {
            PairingSystem ps = e.plugins().find(PairingSystem.class, e.settings().system()).orElse(null);
            return ps != null && ps.needsPreviousResults() && ps.pairsEveryActivePlayer();
        }).orElse(false);
    }

    /** The kinds of bye an arbiter fixes before pairing (an announced absence): no pairing-allocated bye. */
    public List<Choice> fixedByeKinds() {
        return byeKinds().stream().filter(c -> !c.id().equals(ByeKind.PAIRING.name())).toList();
    }

    /** 编排下一轮 with the byes fixed beforehand. Takes time: views call it off the event thread. */
    public Round pairWithByes(Map<Integer, ByeKind> byes) {
        Round r = session.require().rounds().pairNextRound(byes);
        session.changed();
        return r;
    }
}
