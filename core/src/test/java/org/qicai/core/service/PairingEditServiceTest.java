package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;

/** Issue 3 item 7: manual edits before publication — journaled, warning, never blocking. */
class PairingEditServiceTest {
    @TempDir
    Path dir;

    /** 6 players; the adjacent test system pairs 1-2 3-4 5-6 every round. */
    private EventService event(int players) {
        EventSettings s = new EventSettings("调整", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(dir.resolve("e.qicai"), s, TestPlugins.registry(), "裁判甲");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("选手" + i, i <= 2 ? "北京" : "单位" + i, 2000 - i, "");
        }
        return svc;
    }

    private static String boards(Round r) {
        return String.join(" ", r.pairings().stream()
                .map(p -> p.isBye() ? p.first() + "-" + p.bye().name().toLowerCase() : p.first() + "-" + p.second())
                .toList());
    }

    private static List<String> codes(PairingEditService.EditResult r) {
        return r.warnings().stream().map(PairingEditService.Warning::code).toList();
    }

    @Test
    void swapExchangesTwoPlayersAndWarnsAboutTheRematchAndTheUnitItCreates() {
        try (EventService svc = event(6)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.FIRST_WIN);
            svc.results().enterResult(1, 3, Result.FIRST_WIN);
            svc.rounds().pairNextRound(); // 1-2 3-4 5-6 again: rematches by construction
            PairingEditService edits = new PairingEditService(svc);
            PairingEditService.EditResult r = edits.swap(2, 2, 3);
            assertThat(boards(r.round())).isEqualTo("1-3 2-4 5-6");
            assertThat(codes(r)).doesNotContain("UNIT").doesNotContain("REMATCH");
            PairingEditService.EditResult back = edits.swap(2, 2, 3);
            assertThat(boards(back.round())).isEqualTo("1-2 3-4 5-6");
            assertThat(codes(back)).contains("REMATCH", "UNIT");
            assertThat(back.warnings().get(0).zh()).contains("附录二 2");
        }
    }

    @Test
    void swapOnOneBoardChangesColoursAndTheWarningAboutAThirdRedGoes() {
        try (EventService svc = event(4)) {
            for (int r = 1; r <= 2; r++) {
                svc.rounds().pairNextRound();
                svc.results().enterResult(r, 1, Result.DRAW);
                svc.results().enterResult(r, 2, Result.DRAW);
            }
            svc.rounds().pairNextRound(); // 1 red a third time: the adjacent test system does not care
            PairingEditService edits = new PairingEditService(svc);
            assertThat(edits.warnings(3)).extracting(PairingEditService.Warning::code).contains("COLOUR_RUN");
            assertThat(edits.warnings(3)).anyMatch(w -> w.en().contains("#1 would play red 3 times in a row"));
            PairingEditService.EditResult r = edits.swap(3, 1, 2);
            assertThat(boards(r.round())).startsWith("2-1");
            assertThat(codes(r)).doesNotContain("COLOUR_RUN", "COLOUR_DIFFERENCE");
        }
    }

    @Test
    void forcedPairMakesTheFormerOpponentsMeet() {
        try (EventService svc = event(6)) {
            svc.rounds().pairNextRound();
            PairingEditService.EditResult r = new PairingEditService(svc).pair(1, 5, 1);
            assertThat(boards(r.round())).isEqualTo("6-2 3-4 5-1");
            assertThat(r.round().board(3).orElseThrow().explanation()).startsWith(PairingEditService.MANUAL);
        }
    }

    @Test
    void byeLeavesTheOpponentUnpairedUntilTheArbiterPairsHim() {
        try (EventService svc = event(6)) {
            svc.rounds().pairNextRound();
            PairingEditService edits = new PairingEditService(svc);
            PairingEditService.EditResult r = edits.bye(1, 3, ByeKind.HALF_POINT);
            assertThat(boards(r.round())).isEqualTo("1-2 5-6 3-half_point 4-zero_point");
            assertThat(codes(r)).contains("UNPAIRED");
            PairingEditService.EditResult u = edits.unpair(1, 2);
            assertThat(boards(u.round())).isEqualTo("1-2 3-half_point 5-zero_point 6-zero_point 4-zero_point");
            PairingEditService.EditResult p = edits.pair(1, 4, 6);
            assertThat(boards(p.round())).isEqualTo("1-2 4-6 3-half_point 5-zero_point");
            assertThat(p.warnings()).filteredOn(w -> w.code().equals("UNPAIRED")).singleElement()
                    .satisfies(w -> assertThat(w.players()).containsExactly(5));
        }
    }

    @Test
    void everyEditIsOneJournaledActionAndAPublishedRoundIsFrozen() {
        try (EventService svc = event(4)) {
            svc.rounds().pairNextRound();
            PairingEditService edits = new PairingEditService(svc);
            edits.swap(1, 1, 3);
            JournalEntry last = svc.journal().get(svc.journal().size() - 1);
            assertThat(last.action()).isEqualTo("round.edit.swap");
            assertThat(last.before()).isEqualTo("1:1-2 2:3-4");
            assertThat(last.after()).startsWith("1:3-2 2:1-4");
            assertThat(last.actor()).isEqualTo("裁判甲");
            svc.rounds().publishRound(1);
            int rows = svc.journal().size();
            assertThatThrownBy(() -> edits.swap(1, 1, 3)).isInstanceOf(UserError.class)
                    .hasMessage("round 1 is published; its pairings are frozen");
            assertThat(svc.journal()).hasSize(rows);
            assertThat(svc.snapshot().round(1).orElseThrow().pairings()).extracting(Pairing::first).containsExactly(3, 1);
        }
    }

    @Test
    void badEditsAreRefusedWithAReasonAndWriteNothing() {
        try (EventService svc = event(4)) {
            svc.rounds().pairNextRound();
            PairingEditService edits = new PairingEditService(svc);
            int rows = svc.journal().size();
            assertThatThrownBy(() -> edits.swap(1, 1, 9)).hasMessage("no player #9");
            assertThatThrownBy(() -> edits.unpair(1, 7)).hasMessage("round 1 has no board 7 (boards 1–2)");
            assertThatThrownBy(() -> edits.pair(2, 1, 2)).hasMessage("round 2 is not paired");
            assertThatThrownBy(() -> edits.pair(1, 2, 2)).hasMessage("a player cannot be paired with himself");
            assertThat(svc.journal()).hasSize(rows);
        }
    }

    @Test
    void reinstatementIsJournaledAsTheOptionCnSwissReads() {
        try (EventService svc = event(4)) {
            svc.rounds().pairNextRound();
            assertThat(new PairingEditService(svc).reinstate(3)).isEqualTo("3@2");
            assertThat(new PairingEditService(svc).reinstate(4)).isEqualTo("3@2,4@2");
            assertThat(svc.settings().option(PairingEditService.REINSTATED, "")).isEqualTo("3@2,4@2");
            assertThat(svc.journal().get(svc.journal().size() - 1).action()).isEqualTo("player.reinstate");
        }
    }
}
