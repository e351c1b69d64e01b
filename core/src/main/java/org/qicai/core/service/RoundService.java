package org.qicai.core.service;

import java.util.ArrayList;
import java.util.HashSet;
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
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.StandingsCalculator;
import org.qicai.core.standings.StandingsOptions;
import org.qicai.core.standings.StandingsReport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A round's lifecycle — paired, published, finished — for every event, individual or team (issue 11 item 2): pair
 * the next round, pair it again, take the pairing or the whole round back, publish it. A team event played on boards
 * pairs its teams ({@link TeamRoundService}); the same actions, the same states, the same journal rows.
 */
public final class RoundService {
    private static final Logger LOG = LoggerFactory.getLogger(RoundService.class);

    private final EventService events;

    public RoundService(EventService events) {
        this.events = events;
    }

    /**
     * 编排下一轮: asks the event's pairing system for the next round and stores it as PAIRED.
     * Nothing is written if the plugin throws, returns an invalid round, or the rules forbid pairing.
     */
    public Round pairNextRound() {
        return pairNextRound(Map.of());
    }

    /** Pairs the next round with byes the arbiter fixed beforehand (requested or announced absences). */
    public Round pairNextRound(Map<Integer, ByeKind> fixedByes) {
        events.requireChief("编排", "pair a round");
        if (TeamService.playsOnBoards(events)) {
            if (!fixedByes.isEmpty()) {
                throw UserError.zh("团体赛按队编排，不能为棋手指定轮空", "a team event pairs teams: a player's bye cannot be fixed");
            }
            int round = new TeamRoundService(events).pair().round();
            return events.snapshot().round(round).orElseThrow();
        }
        EventSnapshot s = events.snapshot();
        int round = s.lastRound() + 1;
        PairingSystem system = events.plugins().require(PairingSystem.class, s.settings().system());
        int planned = s.settings().rounds() > 0 ? s.settings().rounds() : system.plannedRounds(s);
        if (round > planned && planned > 0) {
            throw UserError.zh("全部 " + planned + " 轮均已编排", "all " + planned + " rounds are paired");
        }
        if (s.lastRound() > 0) {
            Round prev = s.round(s.lastRound()).orElseThrow();
            if (system.needsPreviousResults() && !prev.isComplete()) {
                long missing = prev.pairings().stream().filter(p -> !p.isComplete()).count();
                throw UserError.zh("第 " + prev.no() + " 轮还有 " + missing + " 台没有成绩",
                        "round " + prev.no() + " still has " + missing + " board(s) without a result");
            }
        }
        if (s.activePlayers().size() < 2) {
            throw UserError.zh("编排至少需要两名在赛棋手（现有 " + s.activePlayers().size() + " 名）",
                    "at least two active players are needed to pair (have " + s.activePlayers().size() + ")");
        }
        for (Integer no : fixedByes.keySet()) {
            if (s.player(no).isEmpty()) {
                throw UserError.zh("指定轮空的 " + no + " 号棋手不存在", "fixed bye for unknown player #" + no);
            }
        }
        RoundPlan plan = callPairing(system, new PairingRequest(s, round, s.settings().seed(), fixedByes));
        List<Pairing> pairings = toPairings(s, round, plan, fixedByes, system);
        return events.store().write(events.actor(), tx -> {
            if (tx.roundCount() != s.rounds().size()) {
                throw UserError.zh("编排期间赛事已被修改；请重新编排", "the event changed while pairing; pair again");
            }
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            for (Pairing p : pairings) {
                tx.insertPairing(p);
            }
            tx.journal("round.pair", "round " + round, null, Journal.pairings(pairings));
            // xq 20.3/20.4: a player who left keeps his place in a round-robin table; his new boards
            // are settled (forfeit won by the opponent, or annulled) in the same transaction
            boolean anyLeft = s.players().stream().anyMatch(p -> !p.status().isActive());
            if (anyLeft) {
                new WithdrawalService(events).settleIn(tx);
            }
            return tx.round(round).orElseThrow();
        });
    }

    /** 重新编排: drops an unpublished round and pairs it again. */
    public Round repairRound(int round) {
        events.requireChief("重新编排", "pair a round again");
        EventSnapshot s = events.snapshot();
        refuseBoardTeamEvent(s.settings());
        Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        if (round != s.lastRound()) {
            throw UserError.zh("只有最后一轮（第 " + s.lastRound() + " 轮）可以重新编排",
                    "only the last round (" + s.lastRound() + ") can be paired again");
        }
        if (r.status() != RoundStatus.PAIRED) {
            throw UserError.zh("第 " + round + " 轮已公布，不能再重新编排",
                    "round " + round + " is published; it can no longer be paired again");
        }
        EventSnapshot before = new EventSnapshot(s.settings(), s.players(),
                s.rounds().stream().filter(x -> x.no() != round).toList(), s.penalties());
        PairingSystem system = events.plugins().require(PairingSystem.class, s.settings().system());
        Map<Integer, ByeKind> fixed = new java.util.HashMap<>();
        for (Pairing p : r.pairings()) {
            if (p.isBye() && p.bye() != ByeKind.PAIRING) {
                fixed.put(p.first(), p.bye());
            }
        }
        RoundPlan plan = callPairing(system, new PairingRequest(before, round, s.settings().seed(), fixed));
        List<Pairing> pairings = toPairings(before, round, plan, fixed, system);
        return events.store().write(events.actor(), tx -> {
            List<Pairing> old = tx.round(round).orElseThrow().pairings();
            tx.deleteRound(round);
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            for (Pairing p : pairings) {
                tx.insertPairing(p);
            }
            tx.journal("round.repair", "round " + round, Journal.pairings(old), Journal.pairings(pairings));
            return tx.round(round).orElseThrow();
        });
    }

    /** 撤销编排: deletes the last round while it is unpublished and has no result. */
    public void unpairRound(int round) {
        events.requireChief("撤销编排", "unpair a round");
        if (TeamService.playsOnBoards(events)) {
            new TeamRoundService(events).unpair(round);
            return;
        }
        events.store().write(events.actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (round != tx.roundCount()) {
                throw UserError.zh("只能撤销最后一轮的编排", "only the last round can be withdrawn");
            }
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已公布，不能撤销编排",
                        "round " + round + " is published; it cannot be withdrawn");
            }
            tx.deleteRound(round);
            tx.journal("round.unpair", "round " + round, Journal.pairings(r.pairings()), null);
            return null;
        });
    }

    /**
     * 撤回一轮: takes back the last round's pairing and results (and its team matches, lineups, game
     * records), as one journalled action. With {@code dryRun} nothing is written and the preview says what
     * would change, with the standings before and after.
     */
    public RoundRollback rollbackRound(int round, boolean dryRun) {
        events.requireChief("撤回一轮", "take a round back");
        EventSnapshot s = events.snapshot();
        Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        if (round != s.lastRound()) {
            throw UserError.zh("只能撤回最后一轮（第 " + s.lastRound() + " 轮）；请先撤回后面的轮次",
                    "only the last round (" + s.lastRound() + ") can be taken back; take back the later rounds first");
        }
        int results = (int) r.pairings().stream().filter(p -> !p.isBye() && p.result().isDecided()).count();
        int[] counts = events.store().read(tx -> tx.roundExtras(round));
        StandingsReport before = standingsUpTo(s, round);
        EventSnapshot without = new EventSnapshot(s.settings(), s.players(),
                s.rounds().stream().filter(x -> x.no() != round).toList(), s.penalties());
        StandingsReport after = standingsUpTo(without, round - 1);
        if (dryRun) {
            return new RoundRollback(round, r.pairings().size(), results, counts[0], counts[1], before, after, false);
        }
        events.store().write(events.actor(), tx -> {
            Round now = tx.round(round).orElseThrow();
            tx.deleteRoundCompletely(round);
            tx.journal("round.rollback", "round " + round, Journal.pairingsWithResults(now.pairings()), null);
            return null;
        });
        return new RoundRollback(round, r.pairings().size(), results, counts[0], counts[1], before, after, true);
    }

    private StandingsReport standingsUpTo(EventSnapshot s, int upTo) {
        List<String> names = s.settings().tiebreaks();
        if (names.isEmpty()) {
            names = events.plugins().find(PairingSystem.class, s.settings().system()).map(PairingSystem::defaultTiebreaks)
                    .orElse(List.of());
        }
        List<Tiebreak> tbs = EventService.resolveTiebreaks(names, events.plugins());
        ScoringScheme scheme = ScoringSchemes.require(s.settings().scoring());
        Crosstable table = new Crosstable(s, scheme, Math.max(0, upTo), StandingsOptions.of(s.settings(), scheme),
                events.plannedRounds(s));
        return new StandingsReport(Math.max(0, upTo), StandingsCalculator.rank(table, tbs), tbs, table);
    }


    /**
     * 公布对阵: freezes the round's pairings. Then an automatic backup is kept ({@link #backupAfterPublish});
     * if that fails the round is published all the same and {@link #backupWarning()} says why.
     */
    public void publishRound(int round) {
        events.requireChief("公布对阵", "publish a round");
        if (TeamService.playsOnBoards(events)) {
            new TeamRoundService(events).publish(round);
            return;
        }
        events.store().write(events.actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已经公布", "round " + round + " is already published");
            }
            tx.setRoundStatus(round, r.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED);
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), RoundStatus.PUBLISHED.name());
            return null;
        });
        events.backups().backupAfterPublish(round);
    }

    /**
     * 重新编排 of a team event played on boards is refused: its lineups may already be in; the round is unpaired and
     * paired again instead. A 队员总分 event (12.5, no boards) pairs its players individually and is allowed.
     */
    private void refuseBoardTeamEvent(EventSettings s) {
        if (TeamService.playsOnBoards(events)) {
            String format = s.options().get(EventSettings.TEAM_FORMAT);
            throw UserError.zh("这是团体赛（" + format + "）：重新编排请先撤销本轮编排（qicai team unpair），再编排",
                    "this is a team event (" + format + "): to pair a round again, unpair it (qicai team unpair) and pair it");
        }
    }

    /**
     * Runs a pairing plugin: its refusal becomes the arbiter's error for the round, a crash (logged) or a
     * missing answer a {@link PluginFailure}.
     */
    static RoundPlan callPairing(PairingSystem system, PairingRequest request) {
        try {
            RoundPlan plan = system.pair(request);
            if (plan == null) {
                throw new PluginFailure("编排插件“" + system.id() + "”没有返回对阵",
                        "pairing plugin '" + system.id() + "' returned no round", null);
            }
            return plan;
        } catch (PairingException e) {
            throw new UserError("第 " + request.round() + " 轮无法编排：" + e.messageZh(),
                    "cannot pair round " + request.round() + ": " + e.getMessage(), e);
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            LOG.error("pairing plugin {} failed on round {}", system.id(), request.round(), e);
            throw new PluginFailure("编排插件“" + system.id() + "”出错：" + e,
                    "pairing plugin '" + system.id() + "' failed: " + e, e);
        }
    }

    private static List<Pairing> toPairings(EventSnapshot s, int round, RoundPlan plan, Map<Integer, ByeKind> fixed,
                                            PairingSystem system) {
        Set<Integer> seen = new HashSet<>();
        List<Pairing> out = new ArrayList<>();
        int board = 1;
        for (BoardPlan b : plan.boards()) {
            checkPlayer(s, system, b.first(), seen);
            if (b.second() != 0) {
                checkPlayer(s, system, b.second(), seen);
                out.add(new Pairing(round, board++, b.first(), b.second(), Result.PENDING, null, false, b.explanation(),
                        org.qicai.core.model.ResultDetail.NONE, b.handicap()));
            } else {
                out.add(new Pairing(round, board++, b.first(), 0, Result.PENDING, b.bye(), false, b.explanation()));
            }
        }
        for (Map.Entry<Integer, ByeKind> e : fixed.entrySet()) {
            if (!seen.contains(e.getKey())) {
                seen.add(e.getKey());
                out.add(new Pairing(round, board++, e.getKey(), 0, Result.PENDING, e.getValue(), false,
                        "bye fixed by the arbiter"));
            }
        }
        for (Player p : s.activePlayers()) {
            if (!seen.contains(p.no()) && system.pairsEveryActivePlayer()) {
                throw new PluginFailure("编排插件“" + system.id() + "”在第 " + round + " 轮漏排了 " + p.no() + " 号棋手 "
                        + p.name(),
                        "pairing plugin '" + system.id() + "' left player #" + p.no() + " "
                        + p.name() + " out of round " + round, null);
            }
        }
        return out;
    }

    private static void checkPlayer(EventSnapshot s, PairingSystem system, int no, Set<Integer> seen) {
        if (s.player(no).isEmpty()) {
            throw new PluginFailure("编排插件“" + system.id() + "”排入了不存在的 " + no + " 号棋手",
                    "pairing plugin '" + system.id() + "' paired unknown player #" + no, null);
        }
        if (!seen.add(no)) {
            throw new PluginFailure("编排插件“" + system.id() + "”把 " + no + " 号棋手排了两次",
                    "pairing plugin '" + system.id() + "' paired player #" + no + " twice", null);
        }
    }

}
