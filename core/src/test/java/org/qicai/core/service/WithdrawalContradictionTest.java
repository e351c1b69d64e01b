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
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;

/** Issue 13 item 6: a result that contradicts a withdrawal is refused with the reason (xq 20.3/20.4, 18.3). */
class WithdrawalContradictionTest {
    @TempDir
    Path dir;

    private EventService roundRobin(int players) {
        EventSettings s = new EventSettings("退赛成绩", "xiangqi", "circle", 0, "14.1", List.of(), "", 7L, Map.of());
        EventService svc = EventService.create(dir.resolve("w.qicai"), s, WithdrawalServiceTest.registry(), "裁判长");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("棋手" + i, "", 2000 - i, "");
        }
        return svc;
    }

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

    private static Pairing boardOf(EventService svc, int round, int player) {
        return svc.snapshot().round(round).orElseThrow().pairingOf(player).orElseThrow();
    }

    @Test
    @DisplayName("xq 20.3: after a withdrawal his later boards take only a forfeit he lost or -/-; a forfeit win, a draw "
            + "or a played game for him is refused naming the player, the round and the clause")
    void xq_20_3_aForfeitWinForAWithdrawnPlayerIsRefused() {
        try (EventService svc = roundRobin(8)) {
            play(svc, 4);
            new WithdrawalService(svc).withdraw(8, 4, "因病退赛"); // results stand (4 of 7), later boards forfeits
            Round r5 = svc.rounds().pairNextRound();
            Pairing b = r5.pairingOf(8).orElseThrow();
            Side his = b.sideOf(8);
            Result hisForfeitWin = his == Side.FIRST ? Result.FIRST_WIN_FORFEIT : Result.SECOND_WIN_FORFEIT;
            Result hisForfeitLoss = his == Side.FIRST ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT;
            Result hisWin = his == Side.FIRST ? Result.FIRST_WIN : Result.SECOND_WIN;
            Result hisLoss = his == Side.FIRST ? Result.SECOND_WIN : Result.FIRST_WIN;
            Result before = boardOf(svc, 5, 8).result();

            assertThatThrownBy(() -> svc.results().enterResult(5, b.board(), hisForfeitWin)).isInstanceOfSatisfying(UserError.class,
                    e -> {
                        assertThat(e.getMessage()).contains("player #8 棋手8").contains("withdrew after round 4")
                                .contains("(20.3/20.4)").contains("round 5 board " + b.board())
                                .contains("cannot be " + hisForfeitWin.code());
                        assertThat(e.message(Locale.SIMPLIFIED_CHINESE)).contains("8 号棋手 棋手8")
                                .contains("已于第 4 轮后退赛（20.3/20.4）").contains("第 5 轮第 " + b.board() + " 台");
                    });
            for (Result r : List.of(hisWin, hisLoss, Result.DRAW)) {
                assertThatThrownBy(() -> svc.results().enterResult(5, b.board(), r)).as(r.code()).isInstanceOf(UserError.class)
                        .hasMessageContaining("20.3/20.4");
            }
            assertThat(boardOf(svc, 5, 8).result()).as("nothing was written").isEqualTo(before);
            // what the withdrawal settles his boards to still works
            svc.results().enterResult(5, b.board(), hisForfeitLoss);
            assertThat(boardOf(svc, 5, 8).result()).isEqualTo(hisForfeitLoss);
            svc.results().enterResult(5, b.board(), Result.DOUBLE_FORFEIT);
            assertThat(boardOf(svc, 5, 8).result()).isEqualTo(Result.DOUBLE_FORFEIT);
            // his games before he left can still be corrected
            Pairing r4 = boardOf(svc, 4, 8);
            svc.results().enterResult(4, r4.board(), Result.DRAW);
            assertThat(boardOf(svc, 4, 8).result()).isEqualTo(Result.DRAW);
        }
    }

    @Test
    @DisplayName("xq 18.3: an expelled player's later board is refused a forfeit win too, naming 18.3")
    void xq_18_3_aForfeitWinForAnExpelledPlayerIsRefused() {
        try (EventService svc = roundRobin(8)) {
            play(svc, 4);
            new WithdrawalService(svc).expel(8, 4, "严重违纪");
            Round r5 = svc.rounds().pairNextRound();
            Pairing b = r5.pairingOf(8).orElseThrow();
            Result hisForfeitWin = b.sideOf(8) == Side.FIRST ? Result.FIRST_WIN_FORFEIT : Result.SECOND_WIN_FORFEIT;
            assertThatThrownBy(() -> svc.results().enterResult(5, b.board(), hisForfeitWin)).isInstanceOf(UserError.class)
                    .hasMessageContaining("was expelled after round 4 (18.3)");
        }
    }
}
