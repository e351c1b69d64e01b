package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.WithdrawalResult.Decision;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

class WithdrawalServiceTest {
    @TempDir
    Path dir;

    static ExtensionRegistry registry() {
        return ExtensionRegistry.of(List.of(new CircleRoundRobin(), new TestPlugins.Adjacent(), new TestPlugins.Xq()));
    }

    private EventService event(String system, int players, int rounds, Map<String, String> options) {
        EventSettings s = new EventSettings("退赛测试", "xiangqi", system, rounds, "14.1", List.of(), "", 7L, options);
        EventService svc = EventService.create(dir.resolve("w.qicai"), s, registry(), "裁判长");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("棋手" + i, "", 2000 - i, "");
        }
        return svc;
    }

    /** Pairs {@code rounds} rounds and enters 1-0 (first player wins) on every board. */
    private static void play(EventService svc, int rounds) {
        for (int r = 0; r < rounds; r++) {
            Round round = svc.rounds().pairNextRound();
            for (Pairing p : round.pairings()) {
                if (!p.isBye()) {
                    svc.results().enterResult(round.no(), p.board(), Result.FIRST_WIN);
                }
            }
        }
    }

    private static List<Pairing> boardsOf(EventService svc, int player) {
        return svc.snapshot().rounds().stream().flatMap(r -> r.pairings().stream()).filter(p -> p.involves(player))
                .toList();
    }

    private static long points(StandingsReport rep, int player) {
        return rep.rows().stream().filter(s -> s.player().no() == player).findFirst().map(Standing::points)
                .orElseThrow();
    }

    @Test
    @DisplayName("xq 20.3: round robin, 3 of 7 games played (fewer than half) → every result of the player annulled")
    void fewerThanHalfPlayedAnnulsEveryResultXq20_3() {
        try (EventService svc = event("circle", 8, 0, Map.of())) {
            play(svc, 3);
            svc.rounds().pairNextRound(); // round 4 paired, still open
            long opponentBefore = points(svc.standings(3, List.of()), 1);
            WithdrawalResult r = new WithdrawalService(svc).withdraw(8, 3, "因病退赛");
            assertThat(r.decision()).isEqualTo(Decision.ANNULLED);
            assertThat(r.gamesPlayed()).isEqualTo(3);
            assertThat(r.gamesScheduled()).isEqualTo(7);
            assertThat(boardsOf(svc, 8)).hasSize(4).allMatch(Pairing::annulled);
            assertThat(svc.snapshot().player(8).orElseThrow().status()).isEqualTo(PlayerStatus.WITHDRAWN);
            assertThat(svc.snapshot().player(8).orElseThrow().leftAfterRound()).isEqualTo(3);
            // player 1 met 8 in round 1 (1-0, first listed won): that point is gone
            assertThat(points(svc.standings(3, List.of()), 1)).isEqualTo(opponentBefore - 2);
            assertThat(points(svc.standings(3, List.of()), 8)).isZero();
        }
    }

    @Test
    @DisplayName("xq 20.3: round robin, 4 of 7 played (half or more) → results stand, the rest become forfeits won by the opponents")
    void halfOrMorePlayedKeepsResultsAndForfeitsTheRestXq20_3() {
        try (EventService svc = event("circle", 8, 0, Map.of())) {
            play(svc, 4);
            svc.rounds().pairNextRound(); // round 5: 8's game is open
            WithdrawalResult r = new WithdrawalService(svc).withdraw(8, 4, "");
            assertThat(r.decision()).isEqualTo(Decision.RESULTS_STAND);
            assertThat(r.gamesPlayed()).isEqualTo(4);
            List<Pairing> boards = boardsOf(svc, 8);
            assertThat(boards).noneMatch(Pairing::annulled);
            Pairing r5 = boards.get(4);
            assertThat(r5.outcomeFor(8)).isEqualTo(org.qicai.core.model.Outcome.FORFEIT_LOSS);
            assertThat(r5.outcomeFor(r5.opponentOf(8))).isEqualTo(org.qicai.core.model.Outcome.FORFEIT_WIN);
            assertThat(boards.subList(0, 4)).allMatch(p -> p.result() == Result.FIRST_WIN);
        }
    }

    @Test
    @DisplayName("xq 20.3: exactly half the games played (3 of 6, double round robin of 4) counts as 达到半数: results stand")
    void exactlyHalfIsEnoughXq20_3() {
        try (EventService svc = event("circle", 4, 6, Map.of())) {
            play(svc, 3);
            WithdrawalResult r = new WithdrawalService(svc).preview(4, 3, PlayerStatus.WITHDRAWN, "");
            assertThat(r.gamesScheduled()).isEqualTo(6);
            assertThat(r.gamesPlayed()).isEqualTo(3);
            assertThat(r.decision()).isEqualTo(Decision.RESULTS_STAND);
            assertThat(new WithdrawalService(svc).preview(4, 2, PlayerStatus.WITHDRAWN, "").decision())
                    .isEqualTo(Decision.ANNULLED);
        }
    }

    @Test
    @DisplayName("xq 20.3: rounds paired after the withdrawal are settled: forfeits won by the opponents")
    void laterRoundsAreSettledAsForfeitsXq20_3() {
        try (EventService svc = event("circle", 6, 0, Map.of())) {
            play(svc, 3);
            new WithdrawalService(svc).withdraw(6, 3, "");
            Round r4 = svc.rounds().pairNextRound(); // the table keeps him; pairing settles his board at once
            Pairing his = r4.pairingOf(6).orElseThrow();
            assertThat(his.outcomeFor(6)).isEqualTo(org.qicai.core.model.Outcome.FORFEIT_LOSS);
            assertThat(points(svc.standings(4, List.of()), his.opponentOf(6)))
                    .isEqualTo(points(svc.standings(3, List.of()), his.opponentOf(6)) + 2);
            assertThat(new WithdrawalService(svc).settleLaterRounds()).isEmpty();
            assertThat(svc.journal()).extracting(JournalEntry::action).containsSubsequence("round.pair",
                    "withdrawal.settle");
        }
    }

    @Test
    @DisplayName("xq 20.4: Swiss — results stand, the open game is a forfeit won by the opponent, not paired again")
    void swissResultsStandAndThePlayerIsNotPairedAgainXq20_4() {
        try (EventService svc = event("adjacent", 6, 0, Map.of())) {
            play(svc, 1);
            Round r2 = svc.rounds().pairNextRound();
            svc.rounds().publishRound(2);
            WithdrawalResult r = new WithdrawalService(svc).withdraw(2, 1, "家中有事");
            assertThat(r.decision()).isEqualTo(Decision.NOT_PAIRED_AGAIN);
            Pairing b = svc.snapshot().round(2).orElseThrow().pairingOf(2).orElseThrow();
            assertThat(b.result()).isIn(Result.FIRST_WIN_FORFEIT, Result.SECOND_WIN_FORFEIT);
            assertThat(b.outcomeFor(2)).isEqualTo(org.qicai.core.model.Outcome.FORFEIT_LOSS);
            assertThat(r2.pairings()).hasSize(3);
            for (Pairing p : svc.snapshot().round(2).orElseThrow().pairings()) {
                if (!p.involves(2)) {
                    svc.results().enterResult(2, p.board(), Result.DRAW);
                }
            }
            assertThat(svc.snapshot().round(2).orElseThrow().status()).isEqualTo(RoundStatus.FINISHED);
            Round r3 = svc.rounds().pairNextRound();
            assertThat(r3.pairings()).noneMatch(p -> p.involves(2));
            assertThat(boardsOf(svc, 2).get(0).result()).isEqualTo(Result.FIRST_WIN); // round 1 (1-0) stands
        }
    }

    @Test
    @DisplayName("xq 18.3: expulsion is treated as withdrawal; status EXPELLED and a journal row saying why")
    void expulsionIsTreatedAsWithdrawalXq18_3() {
        try (EventService svc = event("circle", 8, 0, Map.of())) {
            play(svc, 2);
            WithdrawalResult r = new WithdrawalService(svc).expel(3, 2, "赛风赛纪委员会决定");
            assertThat(r.expelled()).isTrue();
            assertThat(r.decision()).isEqualTo(Decision.ANNULLED);
            assertThat(svc.snapshot().player(3).orElseThrow().status()).isEqualTo(PlayerStatus.EXPELLED);
            JournalEntry last = svc.journal().get(svc.journal().size() - 1);
            assertThat(last.action()).isEqualTo("player.expel");
            assertThat(last.after()).contains("18.3/20.3").contains("ANNULLED").contains("赛风赛纪委员会决定")
                    .contains("不足半数");
            assertThat(r.explanation(Locale.ENGLISH)).contains("expelled (18.3").contains("2 of 7");
        }
    }

    @Test
    @DisplayName("xq 20.2: a withdrawal before round 1 changes no result; the round robin is drawn for the rest")
    void beforeTheStartNothingToAnnulXq20_2() {
        try (EventService svc = event("circle", 5, 0, Map.of())) {
            WithdrawalResult r = new WithdrawalService(svc).withdraw(5, 0, "");
            assertThat(r.decision()).isEqualTo(Decision.BEFORE_START);
            Round r1 = svc.rounds().pairNextRound();
            assertThat(r1.pairings()).noneMatch(p -> p.involves(5)).hasSize(2);
        }
    }

    @Test
    @DisplayName("[ours] option: forfeits before the withdrawal may be left out of 20.3's count")
    void forfeitsCanBeLeftOutOfTheHalfLine() {
        try (EventService svc = event("circle", 6, 0, Map.of(WithdrawalService.FORFEITS_COUNT_AS_PLAYED, "false"))) {
            for (int r = 1; r <= 3; r++) {
                Round round = svc.rounds().pairNextRound();
                for (Pairing p : round.pairings()) {
                    Result res = p.involves(6) ? (p.first() == 6 ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT)
                            : Result.DRAW;
                    svc.results().enterResult(r, p.board(), res);
                }
            }
            WithdrawalResult r = new WithdrawalService(svc).preview(6, 3, PlayerStatus.WITHDRAWN, "");
            assertThat(r.gamesPlayed()).isZero();
            assertThat(r.decision()).isEqualTo(Decision.ANNULLED);
        }
        // by default the three forfeits count: 3 of 5 → results stand
    }

    @Test
    void badWithdrawalsAreRefusedAndWriteNothing() {
        try (EventService svc = event("circle", 6, 0, Map.of())) {
            play(svc, 1);
            svc.rounds().pairNextRound(); // round 2 open
            WithdrawalService w = new WithdrawalService(svc);
            int journal = svc.journal().size();
            assertThatThrownBy(() -> w.withdraw(9, 1, "")).isInstanceOf(UserError.class).hasMessageContaining("no player #9");
            assertThatThrownBy(() -> w.withdraw(2, 2, "")).isInstanceOf(UserError.class)
                    .hasMessageContaining("round 2 board").hasMessageContaining("has no result");
            assertThatThrownBy(() -> w.withdraw(2, 3, "")).isInstanceOf(UserError.class)
                    .hasMessageContaining("between 0 and the last paired round (2)");
            assertThatThrownBy(() -> w.withdraw(2, 0, "")).isInstanceOf(UserError.class)
                    .hasMessageContaining("20.2");
            assertThatThrownBy(() -> w.withdraw(2, 1, PlayerStatus.ACTIVE, "")).isInstanceOf(UserError.class);
            assertThat(svc.journal()).hasSize(journal);
            w.withdraw(2, 1, "");
            assertThatThrownBy(() -> w.withdraw(2, 1, "")).isInstanceOf(UserError.class)
                    .hasMessageContaining("already left");
        }
    }

    @Test
    void aGamePlayedAfterTheRoundHeLeftContradictsTheWithdrawal() {
        try (EventService svc = event("circle", 6, 0, Map.of())) {
            play(svc, 4);
            assertThatThrownBy(() -> new WithdrawalService(svc).withdraw(1, 3, "")).isInstanceOf(UserError.class)
                    .hasMessageContaining("has result 1-0 in round 4");
        }
    }

    @Test
    void withdrawInIsPartOfTheCallersTransaction() {
        try (EventService svc = event("adjacent", 4, 0, Map.of())) {
            play(svc, 1);
            WithdrawalService w = new WithdrawalService(svc);
            assertThatThrownBy(() -> svc.store().write("裁判长", tx -> {
                w.withdrawIn(tx, 1, 1, PlayerStatus.EXPELLED, "");
                throw new UserError("the penalty entry failed");
            })).isInstanceOf(UserError.class);
            assertThat(svc.snapshot().player(1).orElseThrow().status()).isEqualTo(PlayerStatus.ACTIVE);
            assertThat(svc.journal()).extracting(JournalEntry::action).doesNotContain("player.expel");
        }
    }

    @Test
    void aByeAfterLeavingScoresNothing() {
        try (EventService svc = event("adjacent", 5, 0, Map.of())) {
            play(svc, 1);
            svc.rounds().pairNextRound(); // 5 gets the bye again (adjacent pairing)
            new WithdrawalService(svc).withdraw(5, 1, "");
            Pairing bye = svc.snapshot().round(2).orElseThrow().pairingOf(5).orElseThrow();
            assertThat(bye.bye()).isEqualTo(ByeKind.ZERO_POINT);
        }
    }
}
