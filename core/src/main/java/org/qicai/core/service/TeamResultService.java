package org.qicai.core.service;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.store.TeamTables;
import org.qicai.core.team.MatchScore;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.TeamResults;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.team.TeamWithdrawal;

/**
 * A team match's results (13, 21): one board, a whole match, a team's forfeit, and a team's withdrawal with what it
 * settles. Every board's entry goes through the one result rule ({@link ResultService#recordResult}).
 */
public final class TeamResultService {
    private final TeamService reads;
    private final EventService events;
    private final Clock clock;

    public TeamResultService(EventService events) {
        this(new TeamService(events));
    }

    /** Over the reads of {@code reads} (its clock: a lineup deadline can be tested). */
    public TeamResultService(TeamService reads) {
        this.reads = reads;
        this.events = reads.events();
        this.clock = reads.clock();
    }

    /**
     * 录入成绩 by the board's number in the round (as {@code round show} and the rounds view list a team round's
     * games: match 1's boards first), for {@link EventService#enterResult(int, int, ResultEntry)}: the same action
     * as {@link #enterBoardResult} on the match and board it is — lineups locked first if still open, the match
     * scored, the round's status kept, the entry journalled with its match.
     */
    Pairing enterRoundBoardResult(int round, int pairingBoard, ResultEntry entry) {
        TeamSnapshot ts = reads.snapshot();
        if (ts.event().round(round).isEmpty()) {
            throw UserError.zh("第 " + round + " 轮尚未编排", "round " + round + " is not paired");
        }
        int slots = reads.slotsPerMatch();
        int k = reads.settings().boards();
        int matches = ts.matches(round).size();
        int match;
        int sub;
        int board;
        Optional<MatchBoard> mb = ts.boards().stream().filter(b -> b.round() == round && b.pairingBoard() == pairingBoard)
                .findFirst();
        if (mb.isPresent()) {
            match = mb.get().match();
            sub = mb.get().subRound();
            board = mb.get().board();
        } else {
            if (pairingBoard < 1 || pairingBoard > matches * slots) {
                throw ResultService.noBoard(round, pairingBoard, matches * slots);
            }
            match = (pairingBoard - 1) / slots + 1;
            sub = (pairingBoard - 1) % slots / k + 1;
            board = (pairingBoard - 1) % k + 1;
        }
        enterResults(round, match, List.of(new int[] {sub, board}), List.of(entry));
        return events.snapshot().round(round).flatMap(r -> r.board(pairingBoard)).orElseThrow();
    }

    /**
     * 录入成绩: one board of one match (sub-round 1 except in 12.4), red first ({@code 1-0}: red won).
     * Locks the round's lineups first if they are still open.
     */
    public MatchView enterBoardResult(int round, int match, int subRound, int board, Result result) {
        if (result == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterBoardResult(round, match, subRound, board, ResultEntry.of(result));
    }

    /** The same with how the game was decided (Go: 中盘胜, a count's margin, 重下). */
    public MatchView enterBoardResult(int round, int match, int subRound, int board, ResultEntry entry) {
        if (entry == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterResults(round, match, List.of(new int[] {subRound, board}), List.of(entry));
    }

    /**
     * 录入整场成绩: every board of a match at once, in board order (sub-round by sub-round in 12.4), red
     * first; null leaves a board as it is (an empty board takes none).
     */
    public MatchView enterMatchResults(int round, int match, List<Result> results) {
        return enterMatchEntries(round, match, results.stream().map(r -> r == null ? null : ResultEntry.of(r)).toList());
    }

    /** The same with how each game was decided; null leaves a board as it is. */
    public MatchView enterMatchEntries(int round, int match, List<ResultEntry> results) {
        TeamSnapshot ts = reads.snapshot();
        int slots = reads.slotsPerMatch();
        if (results.size() != slots) {
            throw UserError.zh("第 " + match + " 场有 " + slots + " 台，收到 " + results.size() + " 个成绩",
                    "match " + match + " has " + slots + " boards; got " + results.size() + " results");
        }
        int k = reads.settings().boards();
        List<int[]> where = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            where.add(new int[] {i / k + 1, i % k + 1});
        }
        if (ts.match(round, match).isEmpty()) {
            throw UserError.zh("第 " + round + " 轮没有第 " + match + " 场", "round " + round + " has no match " + match);
        }
        return enterResults(round, match, where, results);
    }

    private MatchView enterResults(int round, int match, List<int[]> where, List<ResultEntry> results) {
        reads.lineups().settleDeadline(round);
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        boolean[] published = {false};
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot first = t.snapshot();
            TeamMatch m = first.match(round, match).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + match
                    + " 场（场次 1–" + first.matches(round).size() + "）",
                    "round " + round + " has no match "
                    + match + " (matches 1–" + first.matches(round).size() + ")"));
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                throw UserError.zh("第 " + round + " 轮第 " + match + " 场"
                        + (m.isBye() ? "是轮空" : m.annulled() ? "已取消（20.3）" : "是全队弃权（21.4）") + "，没有可计成绩的台次",
                        "match " + match + " of round " + round + " is "
                        + (m.isBye() ? "a bye" : m.annulled() ? "annulled (20.3)" : "a team forfeit (21.4)")
                        + "; it has no boards to score");
            }
            TeamSnapshot ts = first;
            if (!ts.round(round).orElseThrow().locked()) {
                reads.lineups().lockIn(tx, t, f, st, round, "first result entered");
                ts = t.snapshot();
            }
            Round r = tx.round(round).orElseThrow();
            for (int i = 0; i < where.size(); i++) {
                ResultEntry res = results.get(i);
                if (res == null) {
                    continue;
                }
                int sub = where.get(i)[0];
                int board = where.get(i)[1];
                final TeamSnapshot cur = ts;
                MatchBoard mb = cur.boards(round, match).stream().filter(b -> b.subRound() == sub && b.board() == board)
                        .findFirst().orElseThrow(() -> UserError.zh("第 " + round + " 轮第 " + match + " 场没有第 "
                                + (sub > 1 ? sub + "." : "") + board + " 台（台次 1–" + st.boards() + "）",
                                "match " + match + " of round " + round
                                + " has no board " + (sub > 1 ? sub + "." : "") + board + " (boards 1–"
                                + st.boards() + ")"));
                if (!mb.isGame()) {
                    throw UserError.zh("第 " + match + " 场第 " + board + " 台有一方空缺：按弃权处理（21.4），不录入成绩",
                            "board " + board + " of match " + match + " is empty on one side: it is a "
                            + "forfeit (21.4) and takes no result");
                }
                Pairing p = r.board(mb.pairingBoard()).orElseThrow();
                ResultService.recordResult(tx, p, res, "round " + round + " board " + p.board() + " (match " + match
                        + " board " + (sub > 1 ? sub + "." : "") + board + ": " + p.first() + "-" + p.second() + ")", null);
            }
            Round now = tx.round(round).orElseThrow();
            if (now.status() == RoundStatus.PAIRED) {
                tx.setRoundStatus(round, RoundStatus.PUBLISHED);
                published[0] = true;
            }
            TeamRoundService.refreshStatus(tx, t, round);
            return null;
        });
        if (published[0]) {
            events.backups().backupAfterPublish(round);
        }
        return reads.match(round, match);
    }

    /**
     * 团体弃权 (21.4): a team did not appear for its match; the other team wins it {@code +} (a win in
     * match points: 2) with the forfeit's game points by the setting. {@link MatchForfeit#NONE} takes
     * it back. Refused while a board of the match has a result.
     */
    public MatchView forfeitMatch(int round, int match, MatchForfeit forfeit) {
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            TeamMatch m = ts.match(round, match).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + match + " 场",
                    "round " + round + " has no match "
                    + match));
            if (m.isBye() || m.annulled()) {
                throw UserError.zh("第 " + round + " 轮第 " + match + " 场" + (m.isBye() ? "是轮空" : "已取消"),
                        "match " + match + " of round " + round + " is " + (m.isBye() ? "a bye" : "annulled"));
            }
            if (m.forfeit() == forfeit) {
                return null;
            }
            Round r = tx.round(round).orElseThrow();
            for (MatchBoard b : ts.boards(round, match)) {
                Optional<Pairing> p = r.board(b.pairingBoard());
                if (b.pairingBoard() != 0 && p.isPresent() && p.get().result().isDecided() && !p.get().isBye()) {
                    throw UserError.zh("第 " + match + " 场第 " + b.board() + " 台已有成绩（" + p.get().result().code()
                            + "）；请先清除（result … *）",
                            "board " + b.board() + " of match " + match + " already has a result ("
                            + p.get().result().code() + "); clear it first (result … *)");
                }
            }
            TeamRoundService.dropBoards(t, m);
            TeamMatch changed = m.withForfeit(forfeit);
            t.updateMatch(changed);
            if (!forfeit.isForfeit() && ts.round(round).orElseThrow().locked()) {
                TeamRoundService.makeBoards(tx, t, f, st, t.snapshot(), changed);
            }
            TeamRoundService.refreshStatus(tx, t, round);
            tx.journal("match.forfeit", "round " + round + " match " + match + " (" + m.first() + "-" + m.second() + ")",
                    m.forfeit().name(), forfeit.name());
            return null;
        });
        return reads.match(round, match);
    }

    /** The same, naming the absent team. */
    public MatchView forfeitMatch(int round, int absentTeam) {
        TeamSnapshot ts = reads.snapshot();
        TeamMatch m = ts.matchOf(round, absentTeam).orElseThrow(() -> UserError.zh(absentTeam + " 号队第 " + round
                + " 轮没有比赛",
                "team #" + absentTeam
                + " has no match in round " + round));
        if (m.isBye()) {
            throw UserError.zh(absentTeam + " 号队第 " + round + " 轮轮空",
                    "team #" + absentTeam + " has a bye in round " + round);
        }
        MatchForfeit f = m.first() == absentTeam ? MatchForfeit.FIRST_ABSENT : MatchForfeit.SECOND_ABSENT;
        if (m.forfeit().isForfeit() && m.forfeit() != f) {
            f = MatchForfeit.BOTH_ABSENT;
        }
        return forfeitMatch(round, m.no(), f);
    }

    /**
     * 退出比赛 (xq 20): the team leaves after round {@code afterRound}. Before the start (20.2) it simply
     * leaves the draw. In a round robin (20.3), when it met fewer than half of its opponents all its
     * results are annulled; otherwise they stand and its remaining matches are forfeits won by the
     * opponents. In Swiss (20.4) its results stand, remaining matches are forfeits and it is not paired
     * again. Matches already paired after {@code afterRound} are settled now, later ones when paired.
     */
    public TeamWithdrawal withdrawTeam(int team, int afterRound, PlayerStatus status, String reason) {
        events.requireChief("办理队伍退赛", "withdraw a team");
        return withdrawTeam(team, afterRound, status, reason, false);
    }

    /**
     * What {@link #withdrawTeam} would do (the clause, the decision, the matches it changes), for a
     * confirmation: the same rule run in a transaction that is rolled back — nothing is written.
     */
    public TeamWithdrawal previewWithdrawTeam(int team, int afterRound, PlayerStatus status) {
        try {
            withdrawTeam(team, afterRound, status, null, true);
        } catch (DryRun d) {
            return d.result;
        }
        throw new IllegalStateException("a dry run must roll back");
    }

    /** Carries a dry run's answer out of its transaction so the store rolls it back. */
    private static final class DryRun extends RuntimeException {
        private final transient TeamWithdrawal result;

        DryRun(TeamWithdrawal result) {
            super(null, null, false, false);
            this.result = result;
        }
    }

    private static TeamWithdrawal done(TeamWithdrawal r, boolean dryRun) {
        if (dryRun) {
            throw new DryRun(r);
        }
        return r;
    }

    private TeamWithdrawal withdrawTeam(int team, int afterRound, PlayerStatus status, String reason, boolean dryRun) {
        if (status == null || status.isActive()) {
            throw UserError.zh("离赛只能记为退赛（WITHDRAWN）或除名（EXPELLED）", "a withdrawal records WITHDRAWN or EXPELLED");
        }
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        if (!f.hasBoards()) {
            throw UserError.zh(f.clause() + "：棋手各自参赛——请逐一办理退赛（qicai player withdraw）",
                    f.clause() + ": the players play individually — withdraw them one by one "
                    + "(qicai player withdraw)");
        }
        boolean roundRobin = !events.pairingSystem().needsPreviousResults();
        int slots = reads.slotsPerMatch();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            Team tm = ts.team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
            if (!tm.isActive()) {
                throw UserError.zh(tm.name() + " 已经离赛（第 " + tm.leftAfterRound() + " 轮后）",
                        tm.name() + " has already left (after round " + tm.leftAfterRound() + ")");
            }
            if (afterRound < 0 || afterRound > ts.lastRound()) {
                throw UserError.zh("--after-round 应在 0 到已编排的最后一轮（" + ts.lastRound() + "）之间，不能是 " + afterRound,
                        "--after-round must be between 0 and the last paired round (" + ts.lastRound()
                        + "), not " + afterRound);
            }
            List<String> changes = new ArrayList<>();
            if (ts.lastRound() == 0) {
                Team left = tm.withStatus(status, 0, false);
                t.updateTeam(left);
                tx.journal("team.withdraw", "team " + team + " " + tm.name(), "ACTIVE", "20.2 before the start"
                        + (reason == null || reason.isBlank() ? "" : ": " + reason));
                return done(new TeamWithdrawal(left, "20.2", "withdrawn before the start: not in the draw", 0, 0, changes),
                        dryRun);
            }
            if (roundRobin && afterRound == 0) {
                throw UserError.zh("第 1 轮已编排：请先录入 " + tm.name() + " 第 1 轮的比赛（未到场则判全队弃权），"
                        + "再登记该队在第 1 轮后退赛；或撤销第 1 轮编排，重新排表（20.2）",
                        "round 1 is paired: enter " + tm.name() + "'s round-1 match (a team forfeit if it "
                        + "did not appear) and withdraw it after round 1, or unpair round 1 so the table is drawn again "
                        + "(20.2)");
            }
            TeamResults results = new TeamResults(ts, st, slots, afterRound);
            for (MatchScore s : results.scores()) {
                if (s.match().involves(team) && !s.complete()) {
                    throw UserError.zh(tm.name() + " 第 " + s.match().round() + " 轮第 " + s.match().no()
                            + " 场的成绩还不完整；请先录入",
                            "round " + s.match().round() + " match " + s.match().no()
                            + " of " + tm.name() + " has no complete result yet; enter it first");
                }
            }
            Set<Integer> met = new TreeSet<>();
            for (TeamMatch m : ts.matches()) {
                if (m.round() <= afterRound && m.involves(team) && !m.isBye() && !m.annulled()) {
                    met.add(m.opponentOf(team));
                }
            }
            int inTable = (int) ts.teams().stream().filter(x -> x.isActive() || x.leftAfterRound() > 0).count();
            int total = inTable - 1;
            boolean annul = roundRobin && met.size() * 2 < total;
            String clause = roundRobin ? "20.3" : "20.4";
            String decision = annul ? "fewer than half of its " + total + " opponents met (" + met.size()
                    + "): all its results are annulled"
                    : roundRobin ? "half or more of its " + total + " opponents met (" + met.size()
                    + "): its results stand, its remaining matches are forfeits won by the opponents"
                    : "its results stand, its remaining matches are forfeits won by the opponents, it is not paired again";
            Round[] rounds = tx.rounds().toArray(new Round[0]);
            for (TeamMatch m : ts.matches()) {
                if (!m.involves(team)) {
                    continue;
                }
                if (annul) {
                    if (!m.annulled()) {
                        t.updateMatch(m.withAnnulled(true));
                        for (MatchBoard b : ts.boards(m.round(), m.no())) {
                            if (b.pairingBoard() != 0) {
                                tx.setAnnulled(m.round(), b.pairingBoard(), true);
                            }
                        }
                        changes.add("round " + m.round() + " match " + m.no() + " " + ts.teamName(m.first()) + "–"
                                + ts.teamName(m.second()) + ": annulled");
                    }
                } else if (m.round() > afterRound && !m.isBye() && !m.annulled()) {
                    for (MatchBoard b : ts.boards(m.round(), m.no())) {
                        Pairing p = rounds[m.round() - 1].board(b.pairingBoard()).orElse(null);
                        if (p != null && !p.isBye() && p.result().isDecided()) {
                            throw UserError.zh("第 " + m.round() + " 轮已有 " + tm.name() + " 的成绩；该队不可能在第 " + afterRound
                                    + " 轮后离赛",
                                    "round " + m.round() + " already has results for " + tm.name()
                                    + "; it cannot have left after round " + afterRound);
                        }
                    }
                    TeamRoundService.dropBoards(t, m);
                    MatchForfeit absent = m.first() == team ? MatchForfeit.FIRST_ABSENT : MatchForfeit.SECOND_ABSENT;
                    if (m.forfeit().isForfeit() && m.forfeit() != absent) {
                        absent = MatchForfeit.BOTH_ABSENT;
                    }
                    t.updateMatch(m.withForfeit(absent));
                    changes.add("round " + m.round() + " match " + m.no() + " " + ts.teamName(m.first()) + "–"
                            + ts.teamName(m.second()) + ": forfeit, " + tm.name() + " absent (21.4)");
                }
            }
            Team left = tm.withStatus(status, afterRound, annul);
            t.updateTeam(left);
            for (int r = afterRound + 1; r <= ts.lastRound(); r++) {
                TeamRoundService.refreshStatus(tx, t, r);
            }
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("status", status.name());
            after.put("afterRound", afterRound);
            after.put("clause", clause);
            after.put("decision", decision);
            after.put("changes", changes);
            if (reason != null && !reason.isBlank()) {
                after.put("reason", reason.strip());
            }
            tx.journal(status == PlayerStatus.EXPELLED ? "team.expel" : "team.withdraw", "team " + team + " "
                    + tm.name(), "ACTIVE", Json.write(after));
            return done(new TeamWithdrawal(left, clause, decision, met.size(), roundRobin ? total : 0, changes), dryRun);
        });
    }

}
