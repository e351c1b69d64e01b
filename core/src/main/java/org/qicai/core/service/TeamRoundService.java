package org.qicai.core.service;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.qicai.core.UserError;
import org.qicai.core.model.BoardAssignment;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.store.TeamTables;
import org.qicai.core.store.Tx;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamResults;
import org.qicai.core.team.TeamSettings;

/**
 * A team round's matches and lineups (12.1–12.5, 13): the teams paired and published through the one round lifecycle
 * ({@link RoundService}, which calls here for a team event played on boards), the lineups entered, given a deadline,
 * locked and unlocked.
 */
public final class TeamRoundService {
    private final TeamService reads;
    private final EventService events;
    private final Clock clock;

    public TeamRoundService(EventService events) {
        this(new TeamService(events));
    }

    /** Over the reads of {@code reads} (its clock: a lineup deadline can be tested). */
    public TeamRoundService(TeamService reads) {
        this.reads = reads;
        this.events = reads.events();
        this.clock = reads.clock();
    }


    /**
     * 编排下一轮: pairs the teams with the event's pairing system — a round robin (附录一; a double round
     * robin plays home and away, the second cycle with the colours swapped) or Swiss on match points —
     * and stores the matches. The first-listed team (the home team) is red on odd boards (13.2, 13.3).
     * Under 12.1 the registered order is the lineup and the boards are made at once; otherwise they
     * are made when the lineups are locked.
     */
    RoundView pair() {
        events.requireChief("团体编排", "pair a team round");
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        if (!f.hasBoards()) {
            throw UserError.zh(f.clause() + "：棋手按个人编排（qicai round pair），各队按队员成绩排名",
                    f.clause() + ": the players are paired individually (qicai round pair); the teams "
                    + "are ranked by their players' results");
        }
        TeamSnapshot ts = reads.snapshot();
        EventSettings ev = ts.event().settings();
        if (ts.event().lastRound() != ts.lastRound()) {
            throw UserError.zh("第 " + ts.event().lastRound() + " 轮是按个人编排的，不是按队；"
                    + "请先撤销该轮编排（qicai round unpair）再按队编排",
                    "round " + ts.event().lastRound() + " was paired for individual players, not teams; "
                    + "withdraw it (qicai round unpair) before pairing teams");
        }
        int round = ts.lastRound() + 1;
        int slots = reads.slotsPerMatch();
        PairingSystem system = events.pairingSystem();
        TeamResults before = new TeamResults(ts, st, slots, round - 1);
        EventSnapshot teamEvent = before.asEvent(ev);
        int planned = ev.rounds() > 0 ? ev.rounds() : system.plannedRounds(teamEvent);
        if (planned > 0 && round > planned) {
            throw UserError.zh("全部 " + planned + " 轮均已编排", "all " + planned + " rounds are paired");
        }
        if (round > 1 && system.needsPreviousResults()) {
            long open = before.scores(round - 1).stream().filter(s -> !s.complete()).count();
            if (open > 0) {
                throw UserError.zh("第 " + (round - 1) + " 轮还有 " + open + " 场比赛成绩不全",
                        "round " + (round - 1) + " still has " + open + " reads.match(es) without every result");
            }
        }
        long active = ts.teams().stream().filter(Team::isActive).count();
        if (active < 2) {
            throw UserError.zh("编排至少需要两支在赛队伍（现有 " + active + " 支）",
                    "at least two active teams are needed to pair (have " + active + ")");
        }
        RoundPlan plan;
        try {
            plan = system.pair(new PairingRequest(teamEvent, round, ev.seed()));
            if (plan == null) {
                throw new PluginFailure("编排插件“" + system.id() + "”没有返回对阵",
                        "pairing plugin '" + system.id() + "' returned no round", null);
            }
        } catch (PairingException e) {
            throw new UserError("第 " + round + " 轮无法编排：" + e.messageZh(),
                    "cannot pair round " + round + ": " + e.getMessage(), e);
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            throw new PluginFailure("编排插件“" + system.id() + "”为各队编排时出错：" + e,
                    "pairing plugin '" + system.id() + "' failed on teams: " + e, e);
        }
        List<TeamMatch> matches = toMatches(ts, round, plan, system);
        final int plannedRounds = planned;
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            if (tx.rounds().size() != ts.event().rounds().size()) {
                throw UserError.zh("编排期间赛事已被修改；请重新编排", "the event changed while pairing; pair again");
            }
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            t.insertRound(round);
            for (TeamMatch m : matches) {
                t.insertMatch(m);
            }
            String after = matchesText(matches);
            if (tx.settings().rounds() == 0 && plannedRounds > 0) {
                tx.saveSettings(tx.settings().withRounds(plannedRounds));
                after += "; rounds: " + plannedRounds;
            }
            tx.journal("team.pair", "round " + round, null, after);
            if (!f.choosesLineup()) {
                lockIn(tx, t, f, st, round, "12.1: the registered order plays every match");
            }
            return null;
        });
        return reads.round(round);
    }

    /** 撤销编排: deletes the last team round while it is unpublished and has no result. */
    void unpair(int round) {
        events.requireChief("撤销团体编排", "unpair a team round");
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (round != tx.rounds().size()) {
                throw UserError.zh("只能撤销最后一轮（第 " + tx.rounds().size() + " 轮）的编排",
                        "only the last round (" + tx.rounds().size() + ") can be withdrawn");
            }
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已公布，不能撤销编排",
                        "round " + round + " is published; it cannot be withdrawn");
            }
            if (r.pairings().stream().anyMatch(p -> p.result().isDecided())) {
                throw UserError.zh("第 " + round + " 轮已有成绩，不能撤销编排",
                        "round " + round + " has results; it cannot be withdrawn");
            }
            String before = matchesText(t.matches().stream().filter(m -> m.round() == round).toList());
            t.deleteRound(round);
            tx.deleteRound(round);
            tx.journal("team.unpair", "round " + round, before, null);
            return null;
        });
    }

    /**
     * 提交出场名单: a team's lineup for one round, as registered positions per board (0 = an empty
     * board, lost by forfeit). Refused with the rule when the format forbids it (12.1: the registered
     * order only; 12.2: order kept; …) or once the round's lineups are locked (the deadline passed).
     */
    public Lineup enterLineup(int round, int team, List<Integer> positions) {
        settleDeadline(round);
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            TeamRound tr = ts.round(round).orElseThrow(() -> UserError.zh("第 " + round
                    + " 轮尚未编排；请先编排（qicai team pair）",
                    "round " + round
                    + " is not paired yet; pair it first (qicai team pair)"));
            Team tm = ts.team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
            TeamMatch m = ts.matchOf(round, team).orElseThrow(() -> UserError.zh(tm.name() + " 第 " + round + " 轮没有比赛",
                    tm.name() + " has no match in round "
                    + round));
            if (m.isBye()) {
                throw UserError.zh(tm.name() + " 第 " + round + " 轮轮空，无需提交出场名单",
                        tm.name() + " has a bye in round " + round + "; it fields no lineup");
            }
            if (m.annulled() || m.forfeit().isForfeit()) {
                throw UserError.zh("第 " + round + " 轮第 " + m.no() + " 场"
                        + (m.annulled() ? "已取消（20.3）" : "已按全队弃权判定（21.4）") + "，不需要出场名单",
                        "match " + m.no() + " of round " + round + " is "
                        + (m.annulled() ? "annulled (20.3)" : "decided by a team forfeit (21.4)") + "; no lineup is played");
            }
            String check = f.checkLineup(positions, tm.registered(), st.boards());
            if (!f.choosesLineup()) {
                List<Integer> registered = f.defaultLineup(tm.registered(), st.boards());
                if (positions.equals(registered)) {
                    return ts.lineup(round, team).orElseThrow();
                }
                throw UserError.zh(check != null ? "出场名单不合规："
                        + f.checkLineupZh(positions, tm.registered(), st.boards()) : f.clause() + "：按报名顺序 "
                        + Lineup.format(registered) + " 出场每一场；缺席队员的那一台判弃权负——"
                        + "请在该台录入 -/+ 或 +/-（21.4）",
                        check != null ? check : f.clause() + ": the registered order "
                        + Lineup.format(registered) + " plays every match; an absent player's board is lost by forfeit — "
                        + "enter -/+ or +/- as that board's result (21.4)");
            }
            if (tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单已锁定"
                        + (tr.lockedAt() == null ? "" : "（自 " + tr.lockedAt() + " 起）")
                        + "；如比赛尚未开始，请先解锁（qicai team unlock）",
                        "the lineups of round " + round + " are locked" + (tr.lockedAt() == null ? ""
                        : " (since " + tr.lockedAt() + ")") + "; unlock them first if the matches have not started "
                        + "(qicai team unlock)");
            }
            if (check != null) {
                throw UserError.zh(tm.name() + " 的出场名单不合规："
                        + f.checkLineupZh(positions, tm.registered(), st.boards()), tm.name() + ": " + check);
            }
            Optional<Lineup> old = ts.lineup(round, team);
            Lineup l = new Lineup(round, team, positions, Lineup.Source.ENTERED, clock.instant());
            t.putLineup(l);
            tx.journal(old.isPresent() ? "lineup.change" : "lineup.enter", "round " + round + " team " + team + " "
                    + tm.name(), old.map(Lineup::text).orElse(null), l.text() + " " + namesOf(tx, tm, positions));
            return l;
        });
    }

    /** 出场名单截止时间 (12.3): after it the round's lineups are locked; null removes the deadline. */
    public TeamRound setLineupDeadline(int round, Instant deadline) {
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamRound tr = unlocked(t, round);
            t.setDeadline(round, deadline);
            tx.journal("lineup.deadline", "round " + round, tr.lineupDeadline() == null ? null
                    : tr.lineupDeadline().toString(), deadline == null ? null : deadline.toString());
            return t.round(round).orElseThrow();
        });
    }

    /** The round's team round while its lineups are open; refused when it is not paired or already locked. */
    private static TeamRound unlocked(TeamTables t, int round) {
        TeamRound tr = t.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired yet"));
        if (tr.locked()) {
            throw UserError.zh("第 " + round + " 轮的出场名单已经锁定",
                    "the lineups of round " + round + " are already locked");
        }
        return tr;
    }

    /**
     * 锁定出场名单: closes the round's lineups — a team that named none plays the default (registered
     * order, or its previous lineup, by the setting) — and makes the boards: who plays whom on which
     * board with which colour. Results can be entered from then on.
     */
    public RoundView lockLineups(int round) {
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            unlocked(t, round);
            lockIn(tx, t, f, st, round, "locked by the arbiter");
            return null;
        });
        return reads.round(round);
    }

    /** 解锁出场名单: reopens a locked round whose games have no result yet; the boards are dropped, entered lineups kept. */
    public RoundView unlockLineups(int round) {
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamRound tr = t.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (!tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单没有锁定", "the lineups of round " + round + " are not locked");
            }
            Round r = tx.round(round).orElseThrow();
            if (r.pairings().stream().anyMatch(p -> p.result().isDecided())) {
                throw UserError.zh("第 " + round + " 轮已有成绩，出场名单不能再重新开放",
                        "round " + round + " has results; its lineups can no longer be reopened");
            }
            for (TeamMatch m : t.matches()) {
                if (m.round() == round) {
                    dropBoards(t, m);
                }
            }
            for (Lineup l : t.lineups()) {
                if (l.round() == round && l.source() != Lineup.Source.ENTERED) {
                    t.deleteLineup(round, l.team());
                }
            }
            t.setLocked(round, false, null);
            t.setDeadline(round, null);
            tx.journal("lineup.unlock", "round " + round, "locked", "open (deadline cleared)");
            return null;
        });
        return reads.round(round);
    }

    /** 公布对阵: locks the lineups if still open and publishes the round. */
    RoundView publish(int round) {
        events.requireChief("公布对阵", "publish a round");
        settleDeadline(round);
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已经公布", "round " + round + " is already published");
            }
            if (!t.round(round).orElseThrow().locked()) {
                lockIn(tx, t, f, st, round, "published");
            }
            tx.setRoundStatus(round, RoundStatus.PUBLISHED);
            refreshStatus(tx, t, round);
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), RoundStatus.PUBLISHED.name());
            return null;
        });
        events.backups().backupAfterPublish(round);
        return reads.round(round);
    }


    void settleDeadline(int round) {
        Instant now = clock.instant();
        TeamSnapshot ts = reads.snapshot();
        Optional<TeamRound> tr = ts.round(round);
        if (tr.isEmpty() || tr.get().locked() || tr.get().lineupDeadline() == null
                || now.isBefore(tr.get().lineupDeadline())) {
            return;
        }
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            if (!t.round(round).orElseThrow().locked()) {
                lockIn(tx, t, f, st, round, "deadline " + tr.get().lineupDeadline() + " passed");
            }
            return null;
        });
    }

    /** Locks a round's lineups inside the caller's transaction: defaults for the missing ones, then the boards. */
    void lockIn(Tx tx, TeamTables t, TeamFormat f, TeamSettings st, int round, String why) {
        TeamSnapshot ts = t.snapshot();
        List<String> applied = new ArrayList<>();
        for (TeamMatch m : ts.matches(round)) {
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                continue;
            }
            for (int team : new int[] {m.first(), m.second()}) {
                if (ts.lineup(round, team).isEmpty()) {
                    Lineup l = defaultLineup(ts, f, st, round, team, clock.instant());
                    t.putLineup(l);
                    applied.add(ts.teamName(team) + " " + l.text() + " (" + l.source().name().toLowerCase() + ")");
                }
            }
        }
        TeamSnapshot withLineups = t.snapshot();
        for (TeamMatch m : withLineups.matches(round)) {
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                continue;
            }
            makeBoards(tx, t, f, st, withLineups, m);
        }
        t.setLocked(round, true, clock.instant());
        tx.journal("lineup.lock", "round " + round, "open", why + (applied.isEmpty() ? ""
                : "; lineups applied: " + String.join(", ", applied)));
    }

    /** The lineup a team plays when it named none: 12.1 the registered order; otherwise by the setting. */
    static Lineup defaultLineup(TeamSnapshot ts, TeamFormat f, TeamSettings st, int round, int team,
                                        Instant at) {
        Team tm = ts.team(team).orElseThrow();
        List<Integer> registered = f.defaultLineup(tm.registered(), st.boards());
        if (!f.choosesLineup()) {
            return new Lineup(round, team, registered, Lineup.Source.REGISTERED_ORDER, at);
        }
        if (st.missingLineup() == TeamSettings.MissingLineup.PREVIOUS_ROUND) {
            for (int r = round - 1; r >= 1; r--) {
                Optional<Lineup> prev = ts.lineup(r, team);
                if (prev.isPresent() && f.checkLineup(prev.get().positions(), tm.registered(), st.boards()) == null) {
                    return new Lineup(round, team, prev.get().positions(), Lineup.Source.DEFAULT_PREVIOUS, at);
                }
            }
        }
        return new Lineup(round, team, registered, Lineup.Source.DEFAULT_REGISTERED, at);
    }

    /** The boards of one match from both lineups, with their games as boards of the round. */
    static void makeBoards(Tx tx, TeamTables t, TeamFormat f, TeamSettings st, TeamSnapshot ts,
                                   TeamMatch m) {
        Lineup la = ts.lineup(m.round(), m.first()).orElseThrow();
        Lineup lb = ts.lineup(m.round(), m.second()).orElseThrow();
        for (MatchBoard b : plannedBoards(ts, f, st, m, la, lb)) {
            t.insertBoard(b);
            if (b.pairingBoard() == 0) {
                continue;
            }
            String where = "第" + m.no() + "场" + (b.subRound() > 1 || f.subRounds(st.boards()) > 1 ? " 第"
                    + b.subRound() + "轮次" : "") + " 第" + b.board() + "台 " + ts.teamName(m.first()) + "—"
                    + ts.teamName(m.second());
            if (b.isGame()) {
                tx.insertPairing(new Pairing(m.round(), b.pairingBoard(), b.redPlayer(), b.blackPlayer(), Result.PENDING,
                        null, false, where + (b.firstTeamRed() == (b.board() % 2 == 1) ? "" : "（先后手平衡）")));
            } else {
                int present = b.firstPlayer() != 0 ? b.firstPlayer() : b.secondPlayer();
                String empty = b.firstPlayer() != 0 ? ts.teamName(m.second()) : ts.teamName(m.first());
                tx.insertPairing(new Pairing(m.round(), b.pairingBoard(), present, 0, Result.PENDING, ByeKind.FULL_POINT,
                        false, where + "：" + empty + "空台，不战而胜 (21.4)"));
            }
        }
    }

    /** What the boards of a match are (or would be) for two lineups; checks the format's schedule. */
    static List<MatchBoard> plannedBoards(TeamSnapshot ts, TeamFormat f, TeamSettings st, TeamMatch m, Lineup la,
                                          Lineup lb) {
        int k = st.boards();
        int subs = f.subRounds(k);
        int slots = subs * k;
        List<BoardAssignment> schedule = f.schedule(k);
        if (schedule.size() != slots) {
            throw new PluginFailure("团体赛制插件“" + f.id() + "”为 " + k + " 台安排了 " + schedule.size() + " 盘对局，应为 " + slots,
                    "team format '" + f.id() + "' planned " + schedule.size() + " games for " + k
                    + " boards, expected " + slots, null);
        }
        Team a = ts.team(m.first()).orElseThrow();
        Team b = ts.team(m.second()).orElseThrow();
        Set<String> seen = new HashSet<>();
        List<MatchBoard> out = new ArrayList<>();
        for (BoardAssignment x : schedule) {
            if (x.board() > k || x.firstSlot() > k || x.secondSlot() > k || x.subRound() > subs
                    || !seen.add(x.subRound() + "." + x.board())) {
                throw new PluginFailure("团体赛制插件“" + f.id() + "”安排了不存在的台次 " + x,
                        "team format '" + f.id() + "' planned an impossible board " + x, null);
            }
            int pa = x.firstSlot() <= la.positions().size() ? la.positions().get(x.firstSlot() - 1) : 0;
            int pb = x.secondSlot() <= lb.positions().size() ? lb.positions().get(x.secondSlot() - 1) : 0;
            int first = pa == 0 || pa > a.registered() ? 0 : a.playerAt(pa);
            int second = pb == 0 || pb > b.registered() ? 0 : b.playerAt(pb);
            int pairing = first == 0 && second == 0 ? 0 : (m.no() - 1) * slots + (x.subRound() - 1) * k + x.board();
            out.add(new MatchBoard(m.round(), m.no(), x.subRound(), x.board(), x.firstSlot(), x.secondSlot(), first,
                    second, x.firstTeamRed(), pairing));
        }
        return out;
    }

    static void dropBoards(TeamTables t, TeamMatch m) {
        List<Integer> pairings = new ArrayList<>();
        for (MatchBoard b : t.boards()) {
            if (b.round() == m.round() && b.match() == m.no() && b.pairingBoard() != 0) {
                pairings.add(b.pairingBoard());
            }
        }
        t.deleteBoards(m.round(), m.no());
        t.deletePairings(m.round(), pairings);
    }

    /** FINISHED once locked and every board is decided; PUBLISHED back when a result is taken away. */
    static void refreshStatus(Tx tx, TeamTables t, int round) {
        Round r = tx.round(round).orElse(null);
        if (r == null || r.status() == RoundStatus.PAIRED) {
            return;
        }
        boolean locked = t.round(round).map(TeamRound::locked).orElse(false);
        RoundStatus want = locked && r.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
        if (want != r.status()) {
            tx.setRoundStatus(round, want);
        }
    }


    private static List<TeamMatch> toMatches(TeamSnapshot ts, int round, RoundPlan plan, PairingSystem system) {
        Set<Integer> seen = new HashSet<>();
        List<TeamMatch> out = new ArrayList<>();
        int no = 1;
        for (BoardPlan b : plan.boards()) {
            for (int team : new int[] {b.first(), b.second()}) {
                if (team == 0) {
                    continue; // the bye
                }
                if (ts.team(team).isEmpty()) {
                    throw new PluginFailure("编排插件“" + system.id() + "”排入了不存在的 " + team + " 号队",
                            "pairing plugin '" + system.id() + "' paired unknown team #" + team, null);
                }
                if (!seen.add(team)) {
                    throw new PluginFailure("编排插件“" + system.id() + "”把 " + team + " 号队排了两次",
                            "pairing plugin '" + system.id() + "' paired team #" + team + " twice", null);
                }
            }
            MatchForfeit forfeit = MatchForfeit.NONE;
            boolean annulled = false;
            if (b.second() != 0) {
                Team a = ts.team(b.first()).orElseThrow();
                Team c = ts.team(b.second()).orElseThrow();
                boolean aLeft = !a.isActive() && a.leftAfterRound() < round;
                boolean cLeft = !c.isActive() && c.leftAfterRound() < round;
                // xq 20.3: a team whose results were annulled no longer counts; 20.3/20.4: otherwise a forfeit
                annulled = (aLeft && a.annulled()) || (cLeft && c.annulled());
                if (!annulled) {
                    forfeit = aLeft && cLeft ? MatchForfeit.BOTH_ABSENT : aLeft ? MatchForfeit.FIRST_ABSENT
                            : cLeft ? MatchForfeit.SECOND_ABSENT : MatchForfeit.NONE;
                }
            }
            out.add(new TeamMatch(round, no++, b.first(), b.second(), forfeit, annulled, b.explanation()));
        }
        for (Team t : ts.teams()) {
            if (t.isActive() && !seen.contains(t.no())) {
                throw new PluginFailure("编排插件“" + system.id() + "”在第 " + round + " 轮漏排了 " + t.no() + " 号队 " + t.name(),
                        "pairing plugin '" + system.id() + "' left team #" + t.no() + " " + t.name()
                        + " out of round " + round, null);
            }
        }
        return out;
    }


    private static String namesOf(Tx tx, Team t, List<Integer> positions) {
        List<String> out = new ArrayList<>();
        for (int p : positions) {
            out.add(p == 0 || p > t.registered() ? "空" : tx.player(t.playerAt(p)).map(Player::name).orElse("?"));
        }
        return "(" + String.join(" ", out) + ")";
    }

    private static String matchesText(List<TeamMatch> ms) {
        List<String> out = new ArrayList<>();
        for (TeamMatch m : ms) {
            out.add(m.no() + ":" + m.first() + "-" + (m.isBye() ? "bye" : Integer.toString(m.second()))
                    + (m.forfeit().isForfeit() ? "(" + m.forfeit().name().toLowerCase() + ")" : "")
                    + (m.annulled() ? "(annulled)" : ""));
        }
        return String.join(" ", out);
    }
}
