package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.host.PluginHost;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamStandingsReport;
import org.qicai.core.team.TeamWithdrawal;

/**
 * The team service over the real plugins (round robin, Chinese Swiss, the five team formats) and real
 * event files: pairing teams, the formats' lineups and boards, forfeits and withdrawals, by clause.
 */
class TeamServiceRulesTest {
    @TempDir
    Path dir;
    static PluginHost host;

    @BeforeAll
    static void plugins() {
        host = PluginHost.discover();
    }

    @AfterAll
    static void close() {
        host.close();
    }

    /** A clock the test moves. */
    static final class MovableClock extends Clock {
        Instant now = Instant.parse("2026-05-02T05:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private EventService event(String name, String format, int boards, String system, boolean dbl) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put(EventSettings.TEAM_FORMAT, format);
        o.put(EventSettings.BOARDS, Integer.toString(boards));
        if (dbl) {
            o.put(EventSettings.DOUBLE_ROUND_ROBIN, "true");
        }
        return TeamService.createEvent(dir.resolve(name + ".qicai"),
                new EventSettings(name, "xiangqi", system, 0, "14.1", List.of(), "", 11L, o), host, "test");
    }

    private static void teams(TeamService ts, int count, int players) {
        for (int t = 1; t <= count; t++) {
            List<NewPlayer> ps = new ArrayList<>();
            for (int i = 1; i <= players; i++) {
                ps.add(new NewPlayer("T" + t + "-" + i, 2600 - t * 10 - i, ""));
            }
            ts.registration().addTeam("T" + t, "U" + t, "", ps);
        }
    }

    private static List<Result> all(int n, Result r) {
        return new ArrayList<>(Collections.nCopies(n, r));
    }

    /** Plays a whole round: every match with the given board results (null = leave). */
    private static void play(TeamService ts, int round, Result each) {
        for (MatchView m : ts.round(round).matches()) {
            if (!m.match().isBye() && !m.match().forfeit().isForfeit() && !m.match().annulled()) {
                ts.matchResults().enterMatchResults(round, m.match().no(), all(ts.slotsPerMatch(), each));
            }
        }
    }

    @Test
    @DisplayName("xq 13.2 + 000 league: a double round robin plays home and away; the first-listed (home) team is red on boards 1 and 3")
    void doubleRoundRobinHomeAndAwayXq13_2() {
        try (EventService svc = event("drr", "ordered-substitutes", 4, "round-robin", true)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 4, 6);
            assertThat(ts.plannedRounds()).isEqualTo(6);
            Map<Integer, List<String>> pairs = new HashMap<>();
            for (int r = 1; r <= 6; r++) {
                RoundView v = ts.round(ts.events().rounds().pairNextRound().no());
                List<String> ms = new ArrayList<>();
                for (MatchView m : v.matches()) {
                    ms.add(m.first().no() + "-" + m.second().no());
                    for (BoardView b : m.boards()) {
                        boolean odd = b.board().board() % 2 == 1;
                        assertThat(b.board().firstTeamRed()).isEqualTo(odd);
                        assertThat(m.first().players().contains(b.red().no())).isEqualTo(odd);
                    }
                }
                pairs.put(r, ms);
                play(ts, r, Result.DRAW);
            }
            for (int r = 1; r <= 3; r++) {
                List<String> swapped = pairs.get(r).stream().map(p -> p.split("-")[1] + "-" + p.split("-")[0]).toList();
                assertThat(pairs.get(r + 3)).as("round %d is round %d with home and away swapped", r + 3, r)
                        .containsExactlyElementsOf(swapped);
            }
            assertThat(svc.settings().rounds()).isEqualTo(6);
            assertThatThrownBy(() -> ts.events().rounds().pairNextRound()).hasMessage("all 6 rounds are paired");
            TeamStandingsReport rep = ts.standings(0);
            assertThat(rep.finished()).isTrue();
            assertThat(rep.rows()).allSatisfy(r -> assertThat(r.values().get(0)).isEqualTo("6"));
        }
    }

    @Test
    @DisplayName("xq 13.3 + 附录二 1: Swiss pairs teams on match points — the round-1 winners meet, no rematch, the first team red on odd boards")
    void swissOnMatchPointsXq13_3() {
        try (EventService svc = event("swiss", "ordered-substitutes", 2, "cn-swiss", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 6, 3);
            RoundView r1 = ts.round(ts.events().rounds().pairNextRound().no());
            assertThat(r1.matches()).hasSize(3);
            // match 1 and 2 won by the first team (red wins on board 1, black wins on board 2), match 3 drawn
            Map<Integer, Integer> mp = new HashMap<>();
            for (MatchView m : r1.matches()) {
                boolean drawn = m.match().no() == 3;
                ts.matchResults().enterMatchResults(1, m.match().no(), drawn ? all(2, Result.DRAW)
                        : List.of(Result.FIRST_WIN, Result.SECOND_WIN));
                mp.put(m.first().no(), drawn ? 1 : 2);
                mp.put(m.second().no(), drawn ? 1 : 0);
            }
            RoundView r2 = ts.round(ts.events().rounds().pairNextRound().no());
            Set<String> met = new HashSet<>();
            for (MatchView m : r1.matches()) {
                met.add(Math.min(m.first().no(), m.second().no()) + "-" + Math.max(m.first().no(), m.second().no()));
            }
            // the two winners (2 match points) meet; the drawn pair met already, so they float (附录二 2, 6)
            assertThat(r2.matches()).anySatisfy(m -> {
                assertThat(mp.get(m.first().no())).isEqualTo(2);
                assertThat(mp.get(m.second().no())).isEqualTo(2);
            });
            for (MatchView m : r2.matches()) {
                assertThat(met).doesNotContain(Math.min(m.first().no(), m.second().no()) + "-"
                        + Math.max(m.first().no(), m.second().no()));
                assertThat(Math.abs(mp.get(m.first().no()) - mp.get(m.second().no()))).isLessThanOrEqualTo(1);
                for (BoardView b : m.boards()) {
                    assertThat(b.board().firstTeamRed()).isEqualTo(b.board().board() % 2 == 1);
                }
            }
            assertThat(ts.standings(2).rule()).isEqualTo("15.4");
        }
    }

    @Test
    @DisplayName("xq 12.4: in a whole-team round every player meets every opponent once, each with red in one or two of three games")
    void scheveningenMatchXq12_4() {
        try (EventService svc = event("schev", "全队轮赛", 3, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 2, 3);
            ts.events().rounds().pairNextRound();
            RoundView v = ts.lineups().lockLineups(1);
            MatchView m = v.matches().get(0);
            assertThat(m.boards()).hasSize(9);
            Set<String> met = new HashSet<>();
            Map<Integer, Integer> reds = new HashMap<>();
            int firstRedGames = 0;
            for (BoardView b : m.boards()) {
                assertThat(met.add(b.firstPlayer().no() + "-" + b.secondPlayer().no())).isTrue();
                reds.merge(b.red().no(), 1, Integer::sum);
                firstRedGames += b.board().firstTeamRed() ? 1 : 0;
            }
            assertThat(met).hasSize(9);
            assertThat(reds).hasSize(6).allSatisfy((p, n) -> assertThat(n).isBetween(1, 2));
            assertThat(svc.snapshot().round(1).orElseThrow().pairings()).hasSize(9);
            // red wins everywhere: the first team scores one point per game it had red
            MatchView done = ts.matchResults().enterMatchResults(1, 1, all(9, Result.FIRST_WIN));
            assertThat(done.score().firstGame()).isEqualTo(2L * firstRedGames);
            assertThat(done.score().firstGame() + done.score().secondGame()).isEqualTo(18);
            assertThat(ts.matchResults().enterBoardResult(1, 1, 3, 2, Result.DRAW).score().complete()).isTrue();
        }
    }

    @Test
    @DisplayName("xq 12.3: a lineup is fixed before the match — after the deadline the round is locked and journaled, a late lineup refused")
    void lineupDeadlineXq12_3() {
        MovableClock clock = new MovableClock();
        try (EventService svc = event("free", "临时定台", 2, "round-robin", false)) {
            TeamService ts = new TeamService(svc, clock);
            teams(ts, 2, 3);
            ts.events().rounds().pairNextRound();
            ts.lineups().setLineupDeadline(1, clock.now.plus(Duration.ofHours(1)));
            ts.lineups().enterLineup(1, 1, List.of(3, 1));
            clock.now = clock.now.plus(Duration.ofMinutes(61));
            assertThatThrownBy(() -> ts.lineups().enterLineup(1, 2, List.of(2, 1))).isInstanceOf(UserError.class)
                    .hasMessageContaining("locked");
            assertThat(svc.journal()).anySatisfy(j -> {
                assertThat(j.action()).isEqualTo("lineup.lock");
                assertThat(j.after()).contains("deadline").contains("passed").contains("T2 1-2 (default_registered)");
            });
            MatchView m = ts.match(1, 1);
            assertThat(m.boardsFinal()).isTrue();
            assertThat(m.firstLineup().text()).isEqualTo("3-1");
            assertThat(m.secondLineup().source()).isEqualTo(Lineup.Source.DEFAULT_REGISTERED);
            assertThat(m.boards().get(0).firstPlayer().name()).isEqualTo("T1-3");
            assertThat(m.boards().get(0).secondPlayer().name()).isEqualTo("T2-1");
        }
    }

    @Test
    @DisplayName("xq 12.2: an illegal lineup is refused with the rule and writes nothing; a legal one is journaled with the names")
    void illegalLineupWritesNothingXq12_2() {
        try (EventService svc = event("subs", "分台换人", 4, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 2, 6);
            ts.events().rounds().pairNextRound();
            int before = svc.journal().size();
            assertThatThrownBy(() -> ts.lineups().enterLineup(1, 1, List.of(1, 3, 2, 4))).hasMessageContaining("12.2 分台换人");
            assertThat(svc.journal()).hasSize(before);
            assertThat(ts.checkLineup(1, List.of(1, 3, 2, 4))).contains("12.2");
            assertThat(ts.checkLineup(1, List.of(2, 3, 4, 6))).isNull();
            assertThat(ts.legalLineups(1)).hasSize(15);
            ts.lineups().enterLineup(1, 1, List.of(2, 3, 4, 6));
            assertThat(svc.journal()).hasSize(before + 1);
            assertThat(svc.journal().get(before).after()).isEqualTo("2-3-4-6 (T1-2 T1-3 T1-4 T1-6)");
        }
    }

    @Test
    @DisplayName("xq 12.1: the registered order plays every match — boards are made at pairing, another order is refused")
    void registeredOrderEveryMatchXq12_1() {
        try (EventService svc = event("fixed", "分台定人", 4, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 2, 4);
            assertThatThrownBy(() -> ts.registration().addTeam("T3", "", "", List.of(NewPlayer.named("a"), NewPlayer.named("b"),
                    NewPlayer.named("c"), NewPlayer.named("d"), NewPlayer.named("e")))).hasMessageContaining("exactly 4");
            RoundView v = ts.round(ts.events().rounds().pairNextRound().no());
            assertThat(v.info().locked()).isTrue();
            assertThat(svc.snapshot().round(1).orElseThrow().pairings()).hasSize(4);
            assertThatThrownBy(() -> ts.lineups().enterLineup(1, 1, List.of(2, 1, 3, 4))).hasMessageStartingWith("12.1 分台定人");
            assertThat(ts.lineups().enterLineup(1, 1, List.of(1, 2, 3, 4)).source()).isEqualTo(Lineup.Source.REGISTERED_ORDER);
        }
    }

    @Test
    @DisplayName("xq 21.4: a team that does not appear loses its match (+ = 2 match points); a short team loses its empty board")
    void teamForfeitAndEmptyBoardXq21_4() {
        try (EventService svc = event("forfeit", "分台换人", 4, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 4, 6);
            RoundView v = ts.round(ts.events().rounds().pairNextRound().no());
            TeamMatch absent = v.matches().get(0).match();
            TeamMatch shortMatch = v.matches().get(1).match();
            MatchView f = ts.matchResults().forfeitMatch(1, absent.second());
            assertThat(f.score().result()).isEqualTo(Result.FIRST_WIN_FORFEIT);
            assertThat(f.score().firstMatch()).isEqualTo(2);
            assertThat(f.score().firstGame()).isEqualTo(8);
            ts.lineups().enterLineup(1, shortMatch.second(), List.of(1, 2, 3, 0));
            ts.lineups().lockLineups(1);
            MatchView s = ts.match(1, shortMatch.no());
            assertThat(s.boards().get(3).isEmptyBoard()).isTrue();
            Pairing bye = svc.snapshot().round(1).orElseThrow().board(s.boards().get(3).board().pairingBoard()).orElseThrow();
            assertThat(bye.isBye()).isTrue();
            List<Result> rs = all(4, Result.DRAW);
            rs.set(3, null);
            MatchView done = ts.matchResults().enterMatchResults(1, shortMatch.no(), rs);
            // 1.5 : 1.5 over the boards, the empty board a forfeit win for the first team: 2.5 : 1.5
            assertThat(done.score().firstGame()).isEqualTo(5);
            assertThat(done.score().secondGame()).isEqualTo(3);
            assertThat(done.score().firstMatch()).isEqualTo(2);
            assertThatThrownBy(() -> ts.matchResults().enterBoardResult(1, shortMatch.no(), 1, 4, Result.FIRST_WIN))
                    .hasMessageContaining("empty");
            TeamStandingsReport rep = ts.standings(1);
            assertThat(rep.row(absent.first()).orElseThrow().values().subList(0, 3)).containsExactly("2", "4", "4");
            assertThat(rep.row(absent.second()).orElseThrow().values().get(0)).isEqualTo("0");
        }
    }

    @Test
    @DisplayName("xq 20.3: a team that leaves a round robin having met fewer than half of its opponents has all its results annulled")
    void withdrawalBeforeHalfAnnulsXq20_3() {
        try (EventService svc = event("w1", "分台换人", 2, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 4, 2);
            RoundView r1 = ts.round(ts.events().rounds().pairNextRound().no());
            play(ts, 1, Result.FIRST_WIN);
            int leaver = r1.matches().get(0).first().no();
            int opponent = r1.matches().get(0).second().no();
            TeamWithdrawal w = ts.matchResults().withdrawTeam(leaver, 1, PlayerStatus.WITHDRAWN, "ill");
            assertThat(w.clause()).isEqualTo("20.3");
            assertThat(w.opponents()).isEqualTo(1);
            assertThat(w.ofTotal()).isEqualTo(3);
            assertThat(ts.match(1, 1).match().annulled()).isTrue();
            RoundView r2 = ts.round(ts.events().rounds().pairNextRound().no());
            assertThat(r2.matches().stream().filter(m -> m.match().involves(leaver)).findFirst().orElseThrow().match()
                    .annulled()).isTrue();
            TeamStandingsReport rep = ts.standings(1);
            assertThat(rep.row(leaver).orElseThrow().values().get(0)).isEqualTo("0");
            assertThat(rep.row(opponent).orElseThrow().values().get(0)).isEqualTo("0");
        }
    }

    @Test
    @DisplayName("xq 20.3: having met half or more, the results stand and the remaining matches are forfeits won by the opponents")
    void withdrawalAfterHalfForfeitsTheRestXq20_3() {
        try (EventService svc = event("w2", "分台换人", 2, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 4, 2);
            for (int r = 1; r <= 3; r++) {
                ts.events().rounds().pairNextRound();
            }
            play(ts, 1, Result.DRAW);
            play(ts, 2, Result.DRAW);
            int leaver = 1;
            TeamWithdrawal w = ts.matchResults().withdrawTeam(leaver, 2, PlayerStatus.WITHDRAWN, "");
            assertThat(w.decision()).contains("results stand");
            assertThat(w.changes()).hasSize(1);
            MatchView m3 = ts.round(3).matches().stream().filter(m -> m.match().involves(leaver)).findFirst().orElseThrow();
            assertThat(m3.match().forfeit()).isIn(MatchForfeit.FIRST_ABSENT, MatchForfeit.SECOND_ABSENT);
            int winner = m3.match().opponentOf(leaver);
            assertThat(m3.score().matchPoints(winner)).isEqualTo(2);
            assertThat(ts.standings(2).row(leaver).orElseThrow().values().get(0)).isEqualTo("2");
        }
    }

    @Test
    @DisplayName("xq 20.4: in Swiss a team that leaves keeps its results and is not paired again")
    void swissWithdrawalXq20_4() {
        try (EventService svc = event("w3", "分台换人", 2, "cn-swiss", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 4, 2);
            ts.events().rounds().pairNextRound();
            play(ts, 1, Result.FIRST_WIN);
            TeamWithdrawal w = ts.matchResults().withdrawTeam(2, 1, PlayerStatus.WITHDRAWN, "");
            assertThat(w.clause()).isEqualTo("20.4");
            RoundView r2 = ts.round(ts.events().rounds().pairNextRound().no());
            assertThat(r2.matches()).noneMatch(m -> m.match().involves(2));
            assertThat(r2.matches()).anyMatch(m -> m.match().isBye());
            Team left = ts.team("2");
            assertThat(left.status()).isEqualTo(PlayerStatus.WITHDRAWN);
        }
    }

    @Test
    @DisplayName("xq 20.2: before round 1 teams and players can be removed and reordered, numbers close up; afterwards the field is fixed")
    void registrationBeforeTheStartXq20_2() {
        try (EventService svc = event("reg", "分台换人", 2, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 3, 3);
            ts.registration().removeTeam(2);
            assertThat(ts.teams()).extracting(Team::name).containsExactly("T1", "T3");
            assertThat(ts.teams().get(1).no()).isEqualTo(2);
            assertThat(svc.snapshot().players()).hasSize(6);
            assertThat(ts.players(2)).extracting(p -> p.no() + p.name()).containsExactly("4T3-1", "5T3-2", "6T3-3");
            ts.registration().removeTeamPlayer(1, 2);
            assertThat(ts.players(1)).extracting(p -> p.name()).containsExactly("T1-1", "T1-3");
            assertThat(ts.players(2)).extracting(p -> p.no()).containsExactly(3, 4, 5);
            assertThatThrownBy(() -> ts.registration().removeTeamPlayer(1, 1)).hasMessageContaining("at least 2");
            var reg = ts.registration().reorderTeam(2, List.of(5, 3, 4));
            assertThat(reg.players()).extracting(p -> p.name()).containsExactly("T3-3", "T3-1", "T3-2");
            assertThat(reg.warnings()).isNotEmpty();
            ts.registration().addTeamPlayer(1, new NewPlayer("T1-new", null, ""));
            assertThat(ts.players(1)).extracting(p -> p.name()).containsExactly("T1-1", "T1-3", "T1-new");
            List<Team> drawn = ts.registration().drawTeamNumbers(org.qicai.core.service.StartOrder.LOT);
            assertThat(drawn).hasSize(2);
            ts.events().rounds().pairNextRound();
            assertThatThrownBy(() -> ts.registration().addTeam("T9", "", "", List.of(NewPlayer.named("x"), NewPlayer.named("y"))))
                    .hasMessageContaining("20.2");
            assertThatThrownBy(() -> ts.registration().reorderTeam(1, ts.team("1").players())).hasMessageContaining("12.1");
        }
    }

    @Test
    @DisplayName("xq 12.5 + 15.5: 队员总分 — players paired individually, teams ranked by the sum of their players' places")
    void memberTotalsXq12_5() {
        try (EventService svc = event("totals", "队员总分", 0, "round-robin", false)) {
            TeamService ts = new TeamService(svc);
            teams(ts, 2, 2);
            // one round lifecycle (issue 11 item 2): 12.5 pairs the players individually whichever view asks
            for (int r = 1; r <= 3; r++) {
                var round = svc.rounds().pairNextRound();
                for (Pairing p : round.pairings()) {
                    svc.results().enterResult(r, p.board(), Result.FIRST_WIN);
                }
            }
            TeamStandingsReport rep = ts.standings(0);
            assertThat(rep.rule()).isEqualTo("15.5");
            List<Long> places = new ArrayList<>();
            for (var s : svc.standings(0, List.of()).rows()) {
                places.add((long) s.rank());
            }
            long sum = rep.rows().get(0).raw().get(0) + rep.rows().get(1).raw().get(0);
            assertThat(sum).isEqualTo(places.stream().mapToLong(Long::longValue).sum());
            assertThat(rep.rows().get(0).raw().get(0)).isLessThanOrEqualTo(rep.rows().get(1).raw().get(0));
            assertThatThrownBy(() -> ts.boardPrizes(0, null)).hasMessageContaining("no boards");
        }
    }
}
