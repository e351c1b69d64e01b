package org.qicai.core.service;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.store.PairingEdits;

/**
 * 人工调整 — the arbiter's edits of a round before it is published (issue 3 item 7): swap two
 * players, force a pair, give a bye, unpair a board. Each edit is one transaction with its journal
 * row. The rules are not enforced here — the arbiter decides — but each edit returns what it breaks:
 * a rematch (附录二 2), a colour rule (附录二 4: 连三, 多三), two players of one unit (附录二 3), a second
 * bye (附录二 7), players left without a board.
 *
 * <p>A player taken off his board and not paired again keeps a zero-point bye marked
 * {@link #UNPAIRED} until the arbiter pairs him.
 */
public final class PairingEditService {
    /** Explanation of a player an edit left without an opponent. */
    public static final String UNPAIRED = "待编：人工调整后未配对（零分轮空）";
    /** Start of the explanation of a board an edit made. */
    public static final String MANUAL = "人工调整：";
    /** Settings option read by cn-swiss (附录二 8): {@code no@round, …}. */
    public static final String REINSTATED = "reinstated";

    /**
     * A warning for the arbiter.
     *
     * @param code    REMATCH, UNIT, COLOUR_RUN, COLOUR_DIFFERENCE, SECOND_BYE, UNPAIRED or DRAW
     * @param players the players concerned
     * @param zh      the warning in Chinese
     * @param en      the warning in English
     */
    public record Warning(String code, List<Integer> players, String zh, String en) {
        public Warning {
            players = List.copyOf(players);
        }

        public String text(boolean english) {
            return english ? en : zh;
        }
    }

    /** The round as it stands after an edit, and what the edit breaks. */
    public record EditResult(Round round, List<Warning> warnings) {
        public EditResult {
            warnings = List.copyOf(warnings);
        }
    }

    private final EventService events;

    public PairingEditService(EventService events) {
        this.events = events;
    }

    // ------------------------------------------------------------------ the edits

    /**
     * 交换: players a and b change places (each takes the other's board and side); on the same board
     * they change colours.
     */
    public EditResult swap(int round, int a, int b) {
        return edit(round, "swap", "swap #" + a + " #" + b, d -> {
            int ia = d.locate(a);
            int ib = d.locate(b);
            if (a == b) {
                throw UserError.zh("交换需要两名不同的棋手", "swap needs two different players");
            }
            d.requireOn(ia, a);
            d.requireOn(ib, b);
            Set<Integer> touched = new LinkedHashSet<>(List.of(a, b));
            if (ia == ib) {
                Board x = d.boards.get(ia);
                int t = x.first;
                x.first = x.second;
                x.second = t;
                x.why = MANUAL + "互换先后 #" + a + " #" + b;
                return touched;
            }
            Board x = d.boards.get(ia);
            Board y = d.boards.get(ib);
            boolean xUnpaired = x.unpaired();
            boolean yUnpaired = y.unpaired();
            touched.add(x.opponentOf(a));
            touched.add(y.opponentOf(b));
            x.replace(a, b);
            y.replace(b, a);
            x.why = xUnpaired ? UNPAIRED : MANUAL + "交换 #" + a + " #" + b;
            y.why = yUnpaired ? UNPAIRED : MANUAL + "交换 #" + a + " #" + b;
            return touched;
        });
    }

    /**
     * 指定对阵: red plays black (red first). Their former opponents meet each other when both had
     * one; one left alone is unpaired.
     */
    public EditResult pair(int round, int red, int black) {
        return edit(round, "pair", "pair #" + red + " v #" + black, d -> {
            if (red == black) {
                throw UserError.zh("棋手不能与自己对阵", "a player cannot be paired with himself");
            }
            d.requirePlayer(red);
            d.requirePlayer(black);
            int ir = d.locate(red);
            int ib = d.locate(black);
            Set<Integer> touched = new LinkedHashSet<>(List.of(red, black));
            if (ir >= 0 && ir == ib) {
                Board x = d.boards.get(ir);
                x.first = red;
                x.second = black;
                x.why = MANUAL + "指定 #" + red + " 执红";
                return touched;
            }
            Board br = ir >= 0 ? d.boards.get(ir) : null;
            Board bb = ib >= 0 ? d.boards.get(ib) : null;
            int ro = br == null ? 0 : br.opponentOf(red);
            int bo = bb == null ? 0 : bb.opponentOf(black);
            boolean roWasRed = br != null && br.first == ro;
            boolean boWasRed = bb != null && bb.first == bo;
            double keyMain = br != null ? br.key : bb != null ? bb.key : d.nextKey();
            double keyOther = br != null && bb != null ? bb.key : d.nextKey();
            d.boards.remove(br);
            d.boards.remove(bb);
            d.boards.add(new Board(red, black, null, MANUAL + "指定对阵 #" + red + "–#" + black, keyMain));
            if (ro != 0 && bo != 0) {
                boolean roFirst = roWasRed || !boWasRed;
                d.boards.add(new Board(roFirst ? ro : bo, roFirst ? bo : ro, null,
                        MANUAL + "原对手相配 #" + ro + "–#" + bo, keyOther));
            } else if (ro != 0 || bo != 0) {
                d.boards.add(Board.unpaired(ro != 0 ? ro : bo, keyOther));
            }
            if (ro != 0) {
                touched.add(ro);
            }
            if (bo != 0) {
                touched.add(bo);
            }
            return touched;
        });
    }

    /** 轮空: the player gets a bye of this kind; an opponent he had is unpaired. */
    public EditResult bye(int round, int player, ByeKind kind) {
        ByeKind k = kind == null ? ByeKind.PAIRING : kind;
        return edit(round, "bye", "bye #" + player + " " + k.name().toLowerCase(), d -> {
            d.requirePlayer(player);
            int i = d.locate(player);
            Set<Integer> touched = new LinkedHashSet<>(List.of(player));
            String why = MANUAL + "轮空（" + byeName(k) + "）";
            if (i < 0) {
                d.boards.add(new Board(player, 0, k, why, d.nextKey()));
                return touched;
            }
            Board x = d.boards.get(i);
            int opp = x.opponentOf(player);
            if (opp != 0) {
                touched.add(opp);
                d.boards.add(Board.unpaired(opp, x.key + 0.5));
            }
            x.first = player;
            x.second = 0;
            x.bye = k;
            x.why = why;
            return touched;
        });
    }

    /** 拆开: the board's players are unpaired (zero-point byes until paired). */
    public EditResult unpair(int round, int board) {
        return edit(round, "unpair", "unpair board " + board, d -> {
            if (board < 1 || board > d.boards.size()) {
                throw UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–" + d.boards.size() + "）",
                        "round " + round + " has no board " + board + " (boards 1–" + d.boards.size() + ")");
            }
            Board x = d.boards.get(board - 1);
            if (x.isBye() && x.unpaired()) {
                throw UserError.zh("第 " + board + " 台（" + x.first + " 号）已经拆开",
                        "board " + board + " (#" + x.first + ") is already unpaired");
            }
            Set<Integer> touched = new LinkedHashSet<>(List.of(x.first));
            int second = x.second;
            x.second = 0;
            x.bye = ByeKind.ZERO_POINT;
            x.why = UNPAIRED;
            if (second != 0) {
                touched.add(second);
                d.boards.add(Board.unpaired(second, x.key + 0.5));
            }
            return touched;
        });
    }

    /** The warnings for every board of a round as it stands (for the rounds view). */
    public List<Warning> warnings(int round) {
        EventSnapshot s = events.snapshot();
        Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        Set<Integer> all = new HashSet<>();
        for (Pairing p : r.pairings()) {
            all.add(p.first());
            all.add(p.second());
        }
        return warnings(s, round, r.pairings(), all, system(s));
    }

    /**
     * 恢复编排 (附录二 8): a player not paired after consecutive forfeits is paired again from the next
     * round; returns the option's new value.
     */
    public String reinstate(int player) {
        events.requireChief("恢复棋手参赛", "reinstate a player");
        return events.store().write(events.actor(), tx -> {
            Player p = tx.player(player).orElseThrow(() -> UserError.zh("没有 " + player + " 号棋手",
                    "no player #" + player));
            if (!p.status().isActive()) {
                throw UserError.zh(player + " 号 " + p.name() + " 已离开比赛（" + ZhText.status(p.status())
                        + "）；恢复编排只适用于因弃权未被编排的棋手",
                        "#" + player + " " + p.name() + " has left the event (" + p.status().name()
                        .toLowerCase() + "); reinstatement is for a player not paired after forfeits");
            }
            EventSettings s = tx.settings();
            int from = tx.rounds().size() + 1;
            String old = s.option(REINSTATED, "");
            String value = (old.isBlank() ? "" : old + ",") + player + "@" + from;
            tx.saveSettings(s.withOption(REINSTATED, value));
            tx.journal("player.reinstate", "#" + player, old.isBlank() ? null : old, value);
            return value;
        });
    }

    // ------------------------------------------------------------------ machinery

    private interface Change {
        Set<Integer> apply(Draft d);
    }

    private EditResult edit(int round, String action, String what, Change change) {
        events.requireChief("修改对阵", "edit a round's pairings");
        return events.store().write(events.actor(), tx -> {
            EventSnapshot s = tx.snapshot();
            Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已公布，对阵已冻结",
                        "round " + round + " is published; its pairings are frozen");
            }
            Draft d = new Draft(s, r);
            Set<Integer> touched = change.apply(d);
            touched.remove(0);
            List<Pairing> after = d.pairings(round);
            new PairingEdits(tx).replaceBoards(round, after);
            tx.journal("round.edit." + action, "round " + round, Journal.pairings(r.pairings()),
                    Journal.pairings(after) + " (" + what + ")");
            Round now = tx.round(round).orElseThrow();
            return new EditResult(now, warnings(s, round, after, touched, system(s)));
        });
    }

    private PairingSystem system(EventSnapshot s) {
        return events.plugins().find(PairingSystem.class, s.settings().system()).orElse(null);
    }

    private static String byeName(ByeKind k) {
        return switch (k) {
            case PAIRING -> "按编排轮空";
            case FULL_POINT -> "计胜";
            case HALF_POINT -> "计和";
            case ZERO_POINT -> "不计分";
        };
    }

    /** One board while being edited. */
    private static final class Board {
        int first;
        int second;
        ByeKind bye;
        String why;
        final double key;

        Board(int first, int second, ByeKind bye, String why, double key) {
            this.first = first;
            this.second = second;
            this.bye = second == 0 ? (bye == null ? ByeKind.PAIRING : bye) : null;
            this.why = why;
            this.key = key;
        }

        static Board unpaired(int player, double key) {
            return new Board(player, 0, ByeKind.ZERO_POINT, UNPAIRED, key);
        }

        boolean isBye() {
            return second == 0;
        }

        boolean unpaired() {
            return isBye() && UNPAIRED.equals(why);
        }

        int opponentOf(int p) {
            return first == p ? second : first;
        }

        void replace(int from, int to) {
            if (first == from) {
                first = to;
            } else {
                second = to;
            }
        }
    }

    /** The boards of a round being edited. */
    private static final class Draft {
        final EventSnapshot s;
        final List<Board> boards = new ArrayList<>();

        Draft(EventSnapshot s, Round r) {
            this.s = s;
            for (Pairing p : r.pairings()) {
                boards.add(new Board(p.first(), p.second(), p.bye(), p.explanation(), p.board()));
            }
        }

        int locate(int player) {
            for (int i = 0; i < boards.size(); i++) {
                Board b = boards.get(i);
                if (b.first == player || (b.second != 0 && b.second == player)) {
                    return i;
                }
            }
            return -1;
        }

        void requirePlayer(int player) {
            Player p = s.player(player).orElseThrow(() -> UserError.zh("没有 " + player + " 号棋手",
                    "no player #" + player));
            if (!p.status().isActive()) {
                throw UserError.zh(player + " 号 " + p.name() + " 已离开比赛，不能编排",
                        "#" + player + " " + p.name() + " has left the event and cannot be paired");
            }
        }

        void requireOn(int index, int player) {
            requirePlayer(player);
            if (index < 0) {
                throw UserError.zh(player + " 号不在本轮任何一台上；请用 pair 或 bye 把他排入",
                        "#" + player + " is not on a board of this round; use pair or bye to add him");
            }
        }

        double nextKey() {
            return boards.stream().mapToDouble(b -> b.key).max().orElse(0) + 1;
        }

        /** Games in board order, then byes, then the unpaired; boards renumbered 1…n. */
        List<Pairing> pairings(int round) {
            List<Board> sorted = new ArrayList<>(boards);
            sorted.sort(Comparator.comparingInt((Board b) -> b.isBye() ? (b.unpaired() ? 2 : 1) : 0)
                    .thenComparingDouble(b -> b.key));
            List<Pairing> out = new ArrayList<>();
            int n = 1;
            for (Board b : sorted) {
                out.add(new Pairing(round, n++, b.first, b.second, Result.PENDING, b.isBye() ? b.bye : null, false,
                        b.why == null ? "" : b.why));
            }
            return out;
        }
    }

    // ------------------------------------------------------------------ the warnings

    /** What the boards touching {@code players} break, from the history before the round. */
    static List<Warning> warnings(EventSnapshot s, int round, List<Pairing> boards, Set<Integer> players,
                                  PairingSystem system) {
        Map<Integer, List<Side>> colours = new HashMap<>();
        Map<Integer, Integer> byes = new HashMap<>();
        Map<String, Boolean> met = new HashMap<>(); // pair → met only by forfeit
        for (Round r : s.rounds()) {
            if (r.no() >= round) {
                continue;
            }
            for (Pairing p : r.pairings()) {
                if (p.isBye()) {
                    if (p.bye() == ByeKind.PAIRING) {
                        byes.merge(p.first(), 1, Integer::sum);
                    }
                    continue;
                }
                met.merge(key(p.first(), p.second()), !p.result().isPlayed(), (x, y) -> x && y);
                if (p.result().isPlayed()) {
                    colours.computeIfAbsent(p.first(), k -> new ArrayList<>()).add(Side.FIRST);
                    colours.computeIfAbsent(p.second(), k -> new ArrayList<>()).add(Side.SECOND);
                }
            }
        }
        int maxRun = s.settings().intOption("max-colour-run", 2);
        int maxDiff = s.settings().intOption("max-colour-difference", 2);
        List<Warning> out = new ArrayList<>();
        List<Integer> unpaired = new ArrayList<>();
        for (Pairing p : boards) {
            if (p.isBye()) {
                if (UNPAIRED.equals(p.explanation())) {
                    unpaired.add(p.first());
                } else if (players.contains(p.first()) && p.bye() == ByeKind.PAIRING
                        && byes.getOrDefault(p.first(), 0) > 0) {
                    out.add(new Warning("SECOND_BYE", List.of(p.first()), "#" + p.first() + " 已轮空过（附录二 7）",
                            "#" + p.first() + " already had a bye (附录二 7)"));
                }
                continue;
            }
            if (!players.contains(p.first()) && !players.contains(p.second())) {
                continue;
            }
            int a = p.first();
            int b = p.second();
            Boolean forfeitOnly = met.get(key(a, b));
            if (forfeitOnly != null) {
                out.add(new Warning("REMATCH", List.of(a, b), "#" + a + " 与 #" + b + " 已相遇" + (forfeitOnly ? "（弃权）" : "")
                        + "，重复对局（附录二 2）", "#" + a + " and #" + b + " have met" + (forfeitOnly ? " (by forfeit)" : "")
                        + ": a rematch (附录二 2)"));
            }
            String ua = s.player(a).map(Player::unit).orElse("").strip();
            if (!ua.isEmpty() && ua.equals(s.player(b).map(Player::unit).orElse("").strip())) {
                out.add(new Warning("UNIT", List.of(a, b), "#" + a + " 与 #" + b + " 同单位（" + ua + "，附录二 3）",
                        "#" + a + " and #" + b + " are both from " + ua + " (附录二 3)"));
            }
            colour(out, a, Side.FIRST, colours.getOrDefault(a, List.of()), maxRun, maxDiff);
            colour(out, b, Side.SECOND, colours.getOrDefault(b, List.of()), maxRun, maxDiff);
        }
        if (!unpaired.isEmpty()) {
            String nos = String.join(" ", unpaired.stream().map(x -> "#" + x).toList());
            out.add(new Warning("UNPAIRED", unpaired, "未配对（不配对则零分轮空）：" + nos,
                    "unpaired (a zero-point bye unless paired): " + nos));
        }
        if (system != null && !system.pairsEveryActivePlayer() && !players.isEmpty()) {
            out.add(new Warning("DRAW", List.copyOf(players), "淘汰/分组赛按对阵图续编：不属于对阵图的对局会使下一轮无法编排",
                    "the " + system.id() + " system replays its draw: a board that is no match of the draw stops the next "
                            + "pairing"));
        }
        return out;
    }

    private static void colour(List<Warning> out, int p, Side side, List<Side> history, int maxRun, int maxDiff) {
        String c = side == Side.FIRST ? "红" : "黑";
        String ce = side == Side.FIRST ? "red" : "black";
        boolean run = history.size() >= maxRun
                && history.subList(history.size() - maxRun, history.size()).stream().allMatch(x -> x == side);
        if (run) {
            out.add(new Warning("COLOUR_RUN", List.of(p), "#" + p + " 将连续 " + (maxRun + 1) + " 局执" + c + "（附录二 4 不连三）",
                    "#" + p + " would play " + ce + " " + (maxRun + 1) + " times in a row (附录二 4)"));
        }
        long same = history.stream().filter(x -> x == side).count() + 1;
        long other = history.size() - (same - 1);
        if (same - other > maxDiff) {
            out.add(new Warning("COLOUR_DIFFERENCE", List.of(p), "#" + p + " 执" + c + "将比另一色多 " + (same - other)
                    + " 局（附录二 4 不多三）", "#" + p + " would have " + (same - other) + " more " + ce
                    + " games than the other colour (附录二 4)"));
        }
    }

    private static String key(int a, int b) {
        return Math.min(a, b) + "/" + Math.max(a, b);
    }

}
