package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Result;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.model.JournalEntry;

class EventServiceTest {
    @TempDir
    Path dir;

    private EventService create(String system, int players) {
        EventSettings s = new EventSettings("测试赛", "xiangqi", system, 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(dir.resolve("e.qicai"), s, TestPlugins.registry(), "裁判甲");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("选手" + i, "单位" + (i % 2), 2000 - i, "");
        }
        return svc;
    }

    @Test
    void theEventIsExactlyTheFileTheArbiterNamed() {
        try (EventService svc = create("adjacent", 2)) {
            assertThat(svc.file()).isEqualTo(dir.resolve("e.qicai").toAbsolutePath());
        }
        assertThat(dir.resolve("e.qicai")).isRegularFile();
        try (var files = uncheckedList(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).containsExactly("e.qicai");
        }
    }

    private static java.util.stream.Stream<Path> uncheckedList(Path d) {
        try {
            return Files.list(d);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void eventReopensWithEverythingConfirmed() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
        }
        try (EventService svc = EventService.open(dir.resolve("e.qicai"), TestPlugins.registry(), "裁判乙")) {
            var s = svc.snapshot();
            assertThat(s.players()).hasSize(4);
            assertThat(s.settings().name()).isEqualTo("测试赛");
            assertThat(s.round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.FIRST_WIN);
        }
    }

    @Test
    void everyActionWritesAJournalRowWithWhoAndBeforeAfter() {
        try (EventService svc = create("adjacent", 2)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.DRAW);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            List<JournalEntry> j = svc.journal();
            assertThat(j).extracting(JournalEntry::action).containsSubsequence("event.create", "player.add", "player.add",
                    "round.pair", "result.enter", "result.correct");
            JournalEntry last = j.get(j.size() - 1);
            assertThat(last.actor()).isEqualTo("裁判甲");
            assertThat(last.before()).isEqualTo("1/2");
            assertThat(last.after()).isEqualTo("1-0");
        }
    }

    @Test
    void resultEntryPublishesThenFinishesTheRound() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.PAIRED);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.PUBLISHED);
            svc.results().enterResult(1, 2, Result.SECOND_WIN_FORFEIT);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.FINISHED);
        }
    }

    @Test
    void nextRoundWaitsForEveryResultWhenTheSystemNeedsThem() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            assertThatThrownBy(() -> svc.rounds().pairNextRound()).isInstanceOf(UserError.class)
                    .hasMessageContaining("round 1 still has 1 board(s) without a result");
        }
    }

    @Test
    void aPluginThatThrowsWhilePairingIsReportedAndWritesNothing() {
        try (EventService svc = create("throwing", 4)) {
            int journalBefore = svc.journal().size();
            assertThatThrownBy(() -> svc.rounds().pairNextRound()).isInstanceOf(PluginFailure.class)
                    .hasMessageContaining("throwing").hasMessageContaining("bug in plugin");
            assertThat(svc.snapshot().rounds()).isEmpty();
            assertThat(svc.journal()).hasSize(journalBefore);
        }
    }

    @Test
    void aPluginThatLeavesAPlayerOutIsRefused() {
        try (EventService svc = create("forgetful", 4)) {
            assertThatThrownBy(() -> svc.rounds().pairNextRound()).isInstanceOf(PluginFailure.class).hasMessageContaining("left player #3");
            assertThat(svc.snapshot().rounds()).isEmpty();
        }
    }

    @Test
    void unknownSystemIsRefusedBeforeAnyFileIsWritten() {
        EventSettings s = new EventSettings("x", "xiangqi", "no-such-system", 0, "14.1", List.of(), "", 1L, Map.of());
        assertThatThrownBy(() -> EventService.create(dir.resolve("n.qicai"), s, TestPlugins.registry(), "a"))
                .isInstanceOf(UserError.class).hasMessageContaining("no-such-system");
        assertThat(dir.resolve("n.qicai")).doesNotExist();
    }

    @Test
    void byeBoardTakesNoResult() {
        try (EventService svc = create("adjacent", 3)) {
            svc.rounds().pairNextRound();
            assertThatThrownBy(() -> svc.results().enterResult(1, 2, Result.FIRST_WIN)).isInstanceOf(UserError.class)
                    .hasMessageContaining("bye");
        }
    }

    @Test
    void importIsAllOrNothing() {
        try (EventService svc = create("adjacent", 0)) {
            assertThatThrownBy(() -> svc.registration().importPlayers(PlayerImport.parse("姓名,等级分\n张三,2100\n,1900\n")))
                    .isInstanceOf(UserError.class).hasMessageContaining("row 3");
            assertThat(svc.snapshot().players()).isEmpty();
            svc.registration().importPlayers(PlayerImport.parse("姓名,等级分\n张三,2100\n李四,1900\n"));
            assertThat(svc.snapshot().players()).extracting(p -> p.name()).containsExactly("张三", "李四");
        }
    }

    @Test
    void removingAPlayerBeforeRoundOneClosesTheGapInStartNumbers() {
        try (EventService svc = create("adjacent", 4)) {
            svc.registration().removePlayer(2);
            assertThat(svc.snapshot().players()).extracting(p -> p.no() + p.name())
                    .containsExactly("1选手1", "2选手3", "3选手4");
            svc.rounds().pairNextRound();
            assertThatThrownBy(() -> svc.registration().removePlayer(1)).isInstanceOf(UserError.class).hasMessageContaining("withdraw");
        }
    }

    @Test
    void startNumbersByRatingPutUnratedLast() {
        try (EventService svc = create("adjacent", 0)) {
            svc.registration().addPlayer("无分", "", null, "");
            svc.registration().addPlayer("低分", "", 1800, "");
            svc.registration().addPlayer("高分", "", 2300, "");
            svc.registration().assignStartNumbers(StartOrder.RATING);
            assertThat(svc.snapshot().players()).extracting(p -> p.name()).containsExactly("高分", "低分", "无分");
        }
    }

    @Test
    void standingsCountForfeitsAsWinsXq21_4() {
        try (EventService svc = create("adjacent", 4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN_FORFEIT);
            svc.results().enterResult(1, 2, Result.DRAW);
            StandingsReport rep = svc.standings(0, List.of());
            assertThat(rep.rows().get(0).player().no()).isEqualTo(1);
            assertThat(rep.formatPoints(rep.rows().get(0).points())).isEqualTo("1");
            assertThat(rep.rows().get(1).shared()).isTrue();
            assertThat(rep.formatPoints(rep.rows().get(1).points())).isEqualTo("0.5");
        }
    }

    @Test
    void openingSomethingElseSaysItIsNotAnEvent() throws Exception {
        Path junk = dir.resolve("junk.qicai");
        Files.writeString(junk, "hello");
        assertThatThrownBy(() -> EventService.open(junk, TestPlugins.registry(), "a")).isInstanceOf(UserError.class)
                .hasMessageContaining("not a QiCai event file");
        assertThatThrownBy(() -> EventService.open(dir.resolve("missing.qicai"), TestPlugins.registry(), "a"))
                .isInstanceOf(UserError.class).hasMessageContaining("no event file");
    }
}
