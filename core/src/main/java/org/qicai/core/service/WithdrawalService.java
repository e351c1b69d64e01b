package org.qicai.core.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.service.WithdrawalResult.Change;
import org.qicai.core.service.WithdrawalResult.Decision;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.store.Tx;
import org.qicai.core.store.WithdrawalTables;

/**
 * 退出比赛 (xq 20) and 除名 (18.3, "按退出处理"): one arbiter action, one transaction, one journal row
 * saying which rule applied and which boards changed.
 *
 * <ul>
 * <li>20.2 — before the start: the player leaves; a round robin is drawn for those who remain.</li>
 * <li>20.3 — round robin (a system whose table is fixed in advance, {@link PairingSystem#needsPreviousResults()}
 * false): fewer than half of his games played → all his results annulled (注销, {@link Pairing#annulled()});
 * half or more → results stand and his remaining games are forfeits won by the opponents.</li>
 * <li>20.4 — Swiss and every system that pairs from results: results stand, unplayed games are forfeits
 * won by the opponents, and he is not paired again (pairing systems pair only active players).</li>
 * </ul>
 *
 * Boards of rounds paired after the withdrawal (a round robin keeps him in its table) are settled by
 * {@link #settleLaterRounds()}; the standings apply the same rule to them even before that (see
 * {@code Crosstable}).
 */
public final class WithdrawalService {

    /**
     * Event option ([ours], default true): whether a forfeit in the rounds before the withdrawal counts
     * as a game played for 20.3's half line. 20.3 contrasts 已赛 (rounds already contested) with 未赛;
     * a forfeit of a past round is a result of the record, so by default it counts.
     */
    public static final String FORFEITS_COUNT_AS_PLAYED = "withdrawal.forfeits-count-as-played";

    private final EventService events;

    public WithdrawalService(EventService events) {
        this.events = events;
    }

    /** 退出比赛: the player leaves after round {@code afterRound} (0 = before round 1). */
    public WithdrawalResult withdraw(int playerNo, int afterRound, String reason) {
        return withdraw(playerNo, afterRound, PlayerStatus.WITHDRAWN, reason);
    }

    /** 除名 (18.3): treated as withdrawal after round {@code afterRound}, the status says EXPELLED. */
    public WithdrawalResult expel(int playerNo, int afterRound, String reason) {
        return withdraw(playerNo, afterRound, PlayerStatus.EXPELLED, reason);
    }

    /** Withdrawal with the status to record ({@link PlayerStatus#WITHDRAWN} or {@link PlayerStatus#EXPELLED}). */
    public WithdrawalResult withdraw(int playerNo, int afterRound, PlayerStatus status, String reason) {
        events.requireChief("办理退赛或除名", "withdraw or expel a player");
        return events.store().write(events.actor(), tx -> withdrawIn(tx, playerNo, afterRound, status, reason));
    }

    /**
     * The same inside a transaction another service already holds — e.g. the penalty log writing an
     * 18.3 expulsion together with its penalty entry. Writes its own journal row in that transaction.
     */
    public WithdrawalResult withdrawIn(Tx tx, int playerNo, int afterRound, PlayerStatus status, String reason) {
        EventSnapshot s = tx.snapshot();
        WithdrawalResult r = decide(s, system(s), playerNo, afterRound, status, reason);
        write(tx, r.changes());
        tx.updatePlayer(r.player());
        Player before = s.player(playerNo).orElseThrow();
        tx.journal(status == PlayerStatus.EXPELLED ? "player.expel" : "player.withdraw",
                "#" + playerNo + " " + before.name(), Journal.player(before), journalValue(r));
        return r;
    }

    /** What {@link #withdraw} would do, without writing (for a confirmation dialog). */
    public WithdrawalResult preview(int playerNo, int afterRound, PlayerStatus status, String reason) {
        EventSnapshot s = events.snapshot();
        return decide(s, system(s), playerNo, afterRound, status, reason);
    }

    /**
     * Applies the withdrawals to boards paired after them (a round robin keeps a player who left in
     * its table): a pending game becomes a forfeit won by the opponent, or is annulled when his
     * results were annulled (20.3); a bye scores nothing. Returns the boards changed; writes nothing
     * and no journal row when there is nothing to do.
     */
    public List<Change> settleLaterRounds() {
        return events.store().write(events.actor(), this::settleIn);
    }

    /** {@link #settleLaterRounds()} inside a transaction another action holds (pairing a round). */
    List<Change> settleIn(Tx tx) {
        EventSnapshot s = tx.snapshot();
        List<Change> changes = new ArrayList<>();
        for (Player p : s.players()) {
            if (p.status().isActive()) {
                continue;
            }
            boolean annul = hasAnnulledBoard(s, p.no());
            changes.addAll(laterBoards(s, p, annul, true));
        }
        if (!changes.isEmpty()) {
            write(tx, changes);
            tx.journal("withdrawal.settle", changes.size() + " board(s)", null, describe(changes));
        }
        return changes;
    }

    // ====================================================================== the rule (pure)

    static WithdrawalResult decide(EventSnapshot s, PairingSystem system, int playerNo, int afterRound,
                                   PlayerStatus status, String reason) {
        if (status == null || status.isActive()) {
            throw UserError.zh("离赛只能记为退赛（WITHDRAWN）或除名（EXPELLED），不能是 " + status,
                    "a withdrawal records WITHDRAWN or EXPELLED, not " + status);
        }
        Player p = s.player(playerNo).orElseThrow(() -> UserError.zh("没有 " + playerNo + " 号棋手",
                "no player #" + playerNo));
        if (!p.status().isActive()) {
            throw UserError.zh(playerNo + " 号棋手 " + p.name() + " 已经离赛（第 " + p.leftAfterRound() + " 轮后"
                    + ZhText.status(p.status()) + "）",
                    "player #" + playerNo + " " + p.name() + " has already left ("
                    + p.status().name().toLowerCase(java.util.Locale.ROOT) + " after round " + p.leftAfterRound() + ")");
        }
        if (afterRound < 0 || afterRound > s.lastRound()) {
            throw UserError.zh("--after-round 应在 0 到已编排的最后一轮（" + s.lastRound() + "）之间，不能是 " + afterRound,
                    "--after-round must be between 0 and the last paired round (" + s.lastRound()
                    + "), not " + afterRound);
        }
        boolean roundRobin = !system.needsPreviousResults();
        Player left = p.withStatus(status, afterRound);
        if (s.rounds().isEmpty()) {
            return new WithdrawalResult(left, Decision.BEFORE_START, 0, 0, List.of(), reason);
        }
        if (roundRobin && afterRound == 0) {
            throw UserError.zh("循环赛第 1 轮已编排：请先录入 " + playerNo + " 号棋手第 1 轮的对局（未下则判弃权），"
                    + "再登记其在第 1 轮后退赛；或撤销第 1 轮编排，重新排表（20.2）",
                    "round 1 of the round robin is paired: enter player #" + playerNo
                    + "'s round-1 game (a forfeit if he did not play) and withdraw him after round 1, or unpair "
                    + "round 1 so the table is drawn again (20.2)");
        }
        // his games up to the round he left must be decided: they are what 20.3 counts
        for (Round r : s.rounds()) {
            if (r.no() > afterRound) {
                break;
            }
            r.pairingOf(playerNo).filter(b -> !b.isBye() && !b.result().isDecided()).ifPresent(b -> {
                throw UserError.zh(playerNo + " 号棋手第 " + b.round() + " 轮第 " + b.board() + " 台还没有成绩：请先录入，或登记其在第 "
                        + (b.round() - 1) + " 轮后退赛",
                        "round " + b.round() + " board " + b.board() + " of player #" + playerNo
                        + " has no result: enter it first, or withdraw him after round " + (b.round() - 1));
            });
        }
        boolean forfeitsCount = Boolean.parseBoolean(s.settings().option(FORFEITS_COUNT_AS_PLAYED, "true"));
        int played = 0;
        for (Round r : s.rounds()) {
            if (r.no() > afterRound) {
                break;
            }
            for (Pairing b : r.pairings()) {
                if (b.involves(playerNo) && !b.isBye() && (forfeitsCount || b.result().isPlayed())) {
                    played++;
                }
            }
        }
        Decision decision;
        int scheduled = 0;
        if (roundRobin) {
            scheduled = scheduledGames(s, system, playerNo);
            // 20.3: "凡已赛对手不足半数者 … 一概注销；如达到或超过半数 … 成绩有效"
            decision = 2 * played < scheduled ? Decision.ANNULLED : Decision.RESULTS_STAND;
        } else {
            decision = Decision.NOT_PAIRED_AGAIN;
        }
        List<Change> changes = new ArrayList<>();
        if (decision == Decision.ANNULLED) {
            for (Round r : s.rounds()) {
                for (Pairing b : r.pairings()) {
                    if (b.involves(playerNo) && !b.annulled()) {
                        changes.add(new Change(b, b.withAnnulled(true)));
                    }
                }
            }
        } else {
            changes.addAll(laterBoards(s, left, false, false));
        }
        return new WithdrawalResult(left, decision, played, scheduled, changes, reason);
    }

    /**
     * The player's boards after the round he left: a pending game → forfeit won by the opponent (or
     * annulled), a bye → zero-point bye. A game already played over the board after he left, or a
     * forfeit he won, contradicts the withdrawal and is refused unless {@code lenient} (settling skips it).
     */
    private static List<Change> laterBoards(EventSnapshot s, Player p, boolean annul, boolean lenient) {
        List<Change> out = new ArrayList<>();
        for (Round r : s.rounds()) {
            if (r.no() <= p.leftAfterRound()) {
                continue;
            }
            for (Pairing b : r.pairings()) {
                if (!b.involves(p.no()) || b.annulled()) {
                    continue;
                }
                if (annul) {
                    out.add(new Change(b, b.withAnnulled(true)));
                    continue;
                }
                if (b.isBye()) {
                    if (b.bye() != ByeKind.ZERO_POINT) {
                        out.add(new Change(b, new Pairing(b.round(), b.board(), b.first(), 0, b.result(),
                                ByeKind.ZERO_POINT, false, b.explanation())));
                    }
                    continue;
                }
                Side side = b.sideOf(p.no());
                Result forfeit = side == Side.FIRST ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT;
                if (!b.result().isDecided()) {
                    out.add(new Change(b, b.withResult(forfeit)));
                } else if (b.result() == forfeit || b.result() == Result.DOUBLE_FORFEIT) {
                    continue; // already a forfeit he lost: stands as it is
                } else if (!lenient) {
                    throw UserError.zh(p.no() + " 号棋手已登记在第 " + p.leftAfterRound() + " 轮后离赛，但第 " + b.round() + " 轮第 "
                            + b.board() + " 台有成绩 " + b.result().code() + "：请改为第 " + b.round() + " 轮后离赛，或先更正该成绩",
                            "player #" + p.no() + " has result " + b.result().code() + " in round "
                            + b.round() + " board " + b.board() + ", after round " + p.leftAfterRound()
                            + ": withdraw him after round " + b.round() + " or correct that result first");
                }
            }
        }
        return out;
    }

    /** His games in the whole round-robin schedule: the rounds paired, plus what the system will pair. */
    private static int scheduledGames(EventSnapshot s, PairingSystem system, int playerNo) {
        int games = 0;
        for (Round r : s.rounds()) {
            for (Pairing b : r.pairings()) {
                if (b.involves(playerNo) && !b.isBye()) {
                    games++;
                }
            }
        }
        int planned = s.settings().rounds() > 0 ? s.settings().rounds() : system.plannedRounds(s);
        for (int round = s.lastRound() + 1; round <= planned; round++) {
            RoundPlan plan;
            try {
                plan = system.pair(new PairingRequest(s, round, s.settings().seed()));
            } catch (PairingException | RuntimeException e) {
                throw new UserError("无法推算循环赛对阵表的其余部分（第 " + round + " 轮）：" + ZhText.detail(e),
                        "cannot work out the rest of the round-robin table (round " + round + "): "
                        + e.getMessage(), e);
            }
            games += (int) plan.boards().stream()
                    .filter(b -> b.second() != 0 && (b.first() == playerNo || b.second() == playerNo)).count();
        }
        return games;
    }

    private static boolean hasAnnulledBoard(EventSnapshot s, int playerNo) {
        for (Round r : s.rounds()) {
            for (Pairing b : r.pairings()) {
                if (b.involves(playerNo) && b.annulled()) {
                    return true;
                }
            }
        }
        return false;
    }

    // ====================================================================== writing

    private PairingSystem system(EventSnapshot s) {
        return events.plugins().require(PairingSystem.class, s.settings().system());
    }

    private static void write(Tx tx, List<Change> changes) {
        WithdrawalTables tables = new WithdrawalTables(tx);
        TreeSet<Integer> rounds = new TreeSet<>();
        for (Change c : changes) {
            Pairing a = c.before();
            Pairing b = c.after();
            if (a.annulled() != b.annulled()) {
                tx.setAnnulled(b.round(), b.board(), b.annulled());
            }
            if (a.result() != b.result()) {
                tx.setResult(b.round(), b.board(), b.result());
            }
            if (a.isBye() && a.bye() != b.bye()) {
                tables.setByeKind(b.round(), b.board(), b.bye());
            }
            rounds.add(b.round());
        }
        // a published round whose last open board was just settled is finished
        for (int no : rounds) {
            Round r = tx.round(no).orElseThrow();
            boolean complete = r.pairings().stream().allMatch(b -> b.isComplete() || b.annulled());
            if (r.status() == RoundStatus.PUBLISHED && complete) {
                tx.setRoundStatus(no, RoundStatus.FINISHED);
            }
        }
    }

    private static String journalValue(WithdrawalResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.player().status().name());
        m.put("afterRound", r.player().leftAfterRound());
        m.put("clause", r.expelled() ? "18.3/" + r.decision().clause() : r.decision().clause());
        m.put("decision", r.decision().name());
        m.put("gamesPlayed", r.gamesPlayed());
        m.put("gamesScheduled", r.gamesScheduled());
        m.put("reason", r.reason());
        m.put("boards", describe(r.changes()));
        m.put("why", r.explanation(java.util.Locale.SIMPLIFIED_CHINESE));
        return Json.write(m);
    }

    private static String describe(List<Change> changes) {
        List<String> out = new ArrayList<>();
        for (Change c : changes) {
            Pairing a = c.before();
            Pairing b = c.after();
            String what;
            if (b.annulled() && !a.annulled()) {
                what = "annulled";
            } else if (a.isBye()) {
                what = "bye " + a.bye().name() + "→" + b.bye().name();
            } else {
                what = (a.result().isDecided() ? a.result().code() : "pending") + "→" + b.result().code();
            }
            out.add("r" + b.round() + "b" + b.board() + " " + what);
        }
        return String.join("; ", out);
    }
}
