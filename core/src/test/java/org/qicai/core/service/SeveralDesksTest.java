package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;

/** Issue 16 items 2–4: two desks on one served event — no lost update, who acts, the change counter. */
class SeveralDesksTest {
    @TempDir
    Path dir;

    private EventService create(int players) {
        EventSettings s = new EventSettings("联机测试", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(dir.resolve("e.qicai"), s, TestPlugins.registry(), "裁判长甲");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("选手" + i, "单位", 2000 - i, "");
        }
        svc.rounds().pairNextRound();
        return svc;
    }

    @Test
    void aResultTypedOverADifferentOneIsRefusedNamingItAndWhoEnteredIt() {
        try (EventService svc = create(4)) {
            svc.results().enterResult(1, 1, ResultEntry.of(Result.FIRST_WIN), ResultCheck.NEW);
            assertThatThrownBy(() -> svc.results().enterResult(1, 1, ResultEntry.of(Result.SECOND_WIN), ResultCheck.NEW))
                    .isInstanceOf(ResultConflict.class)
                    .hasMessageContaining("already has 1-0").hasMessageContaining("entered by 裁判长甲")
                    .hasMessageContaining("--correct")
                    .satisfies(e -> assertThat(((UserError) e).chinese()).contains("已有成绩 1-0").contains("裁判长甲 录入"));
            assertThat(svc.snapshot().round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.FIRST_WIN);
            List<JournalEntry> j = svc.journal();
            JournalEntry last = j.get(j.size() - 1);
            assertThat(last.action()).isEqualTo("result.conflict");
            assertThat(last.before()).startsWith("1-0");
            assertThat(last.after()).startsWith("0-1");
        }
    }

    @Test
    void theSameResultAgainIsAcceptedAndACorrectionSaidSoReplacesIt() {
        try (EventService svc = create(4)) {
            svc.results().enterResult(1, 1, ResultEntry.of(Result.FIRST_WIN), ResultCheck.NEW);
            svc.results().enterResult(1, 1, ResultEntry.of(Result.FIRST_WIN), ResultCheck.NEW);
            svc.results().enterResult(1, 1, ResultEntry.of(Result.DRAW), ResultCheck.CORRECTION);
            assertThat(svc.snapshot().round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.DRAW);
            assertThat(svc.journal().get(svc.journal().size() - 1).action()).isEqualTo("result.correct");
        }
    }

    @Test
    void aStaleViewIsRefusedWithTheCurrentValueAndAnUpToDateOneCorrects() {
        try (EventService svc = create(4)) {
            ResultEntry empty = ResultEntry.of(Result.PENDING);
            svc.as(ArbiterRole.DEPUTY);
            svc.results().enterResult(1, 2, ResultEntry.of(Result.DRAW), ResultCheck.over(empty));
            // another view still showing the empty board
            assertThatThrownBy(() -> svc.results().enterResult(1, 2, ResultEntry.of(Result.FIRST_WIN), ResultCheck.over(empty)))
                    .isInstanceOf(ResultConflict.class).hasMessageContaining("just changed to 1/2")
                    .hasMessageContaining("裁判长甲（副裁判）")
                    .satisfies(e -> assertThat(((ResultConflict) e).stale()).isTrue());
            svc.results().enterResult(1, 2, ResultEntry.of(Result.FIRST_WIN), ResultCheck.over(ResultEntry.of(Result.DRAW)));
            assertThat(svc.results().entered(1, 2).entry().result()).isEqualTo(Result.FIRST_WIN);
        }
    }

    @Test
    void aDeputyEntersResultsButIsRefusedTheChiefsActionsWithTheReason() {
        try (EventService svc = create(4)) {
            svc.as(ArbiterRole.DEPUTY);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            JournalEntry last = svc.journal().get(svc.journal().size() - 1);
            assertThat(last.actor()).isEqualTo("裁判长甲（副裁判）");
            assertThatThrownBy(() -> svc.rounds().publishRound(1)).isInstanceOf(UserError.class)
                    .hasMessageContaining("a deputy arbiter cannot publish a round").hasMessageContaining("chief arbiter");
            assertThatThrownBy(() -> svc.rounds().pairNextRound()).isInstanceOf(UserError.class)
                    .satisfies(e -> assertThat(((UserError) e).chinese()).startsWith("副裁判不能编排"));
            assertThatThrownBy(() -> new WithdrawalService(svc).withdraw(1, 1, "病")).isInstanceOf(UserError.class)
                    .hasMessageContaining("deputy");
            assertThatThrownBy(() -> svc.updateSettings(svc.settings())).isInstanceOf(UserError.class);
            assertThatThrownBy(svc::undo).isInstanceOf(UserError.class);
            svc.as(ArbiterRole.CHIEF);
            svc.undo();
        }
    }

    @Test
    void aJoinedDeskSeesTheOthersChangeAndWhoIsConnected() throws Exception {
        try (EventService chief = create(4); EventService.Serving serving = chief.serve(0, "pw")) {
            chief.heartbeat("主机");
            try (EventService deputy = EventService.openRemote("127.0.0.1", serving.port(), "pw", false,
                    TestPlugins.registry(), "副裁判乙").as(ArbiterRole.DEPUTY)) {
                deputy.heartbeat("台2");
                long seen = deputy.changeCounter();
                chief.results().enterResult(1, 1, ResultEntry.of(Result.FIRST_WIN), ResultCheck.NEW);
                assertThat(deputy.changeCounter()).isGreaterThan(seen);
                assertThat(deputy.snapshot().round(1).orElseThrow().board(1).orElseThrow().result())
                        .isEqualTo(Result.FIRST_WIN);
                assertThat(deputy.desks()).extracting(EventService.Desk::arbiter).containsExactly("裁判长甲", "副裁判乙");
                assertThat(deputy.desks().get(0).serving()).isTrue();
                assertThat(deputy.desks().get(1).self()).isTrue();
                assertThat(deputy.desks().get(1).role()).isEqualTo(ArbiterRole.DEPUTY);
                // the deputy typed 0-1 over the board it still showed empty: refused, the chief's 1-0 kept
                assertThatThrownBy(() -> deputy.results().enterResult(1, 1, ResultEntry.of(Result.SECOND_WIN),
                        ResultCheck.over(ResultEntry.of(Result.PENDING)))).isInstanceOf(ResultConflict.class)
                        .hasMessageContaining("裁判长甲");
                long head = deputy.changeCounter();
                long unchanged = deputy.changeCounter();
                assertThat(unchanged).isEqualTo(head);
                deputy.leaveDesks();
                assertThat(chief.desks()).extracting(EventService.Desk::arbiter).containsExactly("裁判长甲");
            }
            assertThat(chief.integrity().intact()).isTrue();
        }
    }

    @Test
    void aPlayerFormOpenedBeforeAnotherDeskChangedThePlayerIsRefusedWithWhatHeIsNow() {
        try (EventService svc = create(4)) {
            org.qicai.core.model.Player shown = svc.snapshot().player(2).orElseThrow();
            // another desk (here: the same connection acting as 裁判长乙) changes him while this form is open
            svc.as("裁判长乙", ArbiterRole.CHIEF).registration().editPlayer(2, "选手二", "新单位", 1990, "", shown);
            svc.as("裁判长甲", ArbiterRole.CHIEF);
            assertThatThrownBy(() -> svc.registration().editPlayer(2, shown.name(), "旧单位", shown.rating(), "", shown))
                    .isInstanceOf(UserError.class).hasMessageContaining("player #2 was just changed by 裁判长乙")
                    .hasMessageContaining("新单位");
            assertThat(svc.snapshot().player(2).orElseThrow().unit()).isEqualTo("新单位");
            assertThat(svc.journal().get(svc.journal().size() - 1).action()).isEqualTo("player.conflict");
            // a form opened on the player as he is now saves
            svc.registration().editPlayer(2, "选手二", "旧单位", 1990, "", svc.snapshot().player(2).orElseThrow());
            assertThat(svc.snapshot().player(2).orElseThrow().unit()).isEqualTo("旧单位");
        }
    }

    @Test
    void aSettingsFormOpenedBeforeAnotherDeskSavedItsOwnIsRefusedWithWhatDiffersNow() {
        try (EventService svc = create(4)) {
            EventSettings shown = svc.settings();
            // another desk sets the tiebreak order while this desk's tiebreak dialog is open
            svc.as("裁判长乙", ArbiterRole.CHIEF).updateSettings(shown.withTiebreaks(List.of("buchholz", "sonneborn-berger")), shown);
            svc.as("裁判长甲", ArbiterRole.CHIEF);
            assertThatThrownBy(() -> svc.updateSettings(shown.withTiebreaks(List.of("wins")), shown))
                    .isInstanceOf(UserError.class)
                    .hasMessageContaining("the event's settings was just changed by 裁判长乙")
                    .hasMessageContaining("(buchholz) > ").hasMessageContaining("(sonneborn-berger); your change was not saved")
                    .satisfies(e -> assertThat(((UserError) e).chinese()).contains("赛事设置刚被 裁判长乙 修改")
                            .contains("破同分顺序 对手分 (buchholz) > 小分 (sonneborn-berger)"));
            assertThat(svc.settings().tiebreaks()).containsExactly("buchholz", "sonneborn-berger");
            JournalEntry last = svc.journal().get(svc.journal().size() - 1);
            assertThat(last.action()).isEqualTo("event.settings.conflict");
            assertThat(last.after()).contains("wins");
            // a form opened on the settings as they are now saves
            svc.updateSettings(svc.settings().withTiebreaks(List.of("wins")), svc.settings());
            assertThat(svc.settings().tiebreaks()).containsExactly("wins");
        }
    }

    @Test
    void onPostgreSqlTwoDesksSeeEachOthersChangesAndWhoIsThereAndAStaleEntryIsRefused() {
        Path at = org.qicai.core.store.TestPostgres.event("desks");
        EventSettings s = new EventSettings("联机测试", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        try (EventService chief = EventService.create(at, s, TestPlugins.registry(), "裁判长甲")) {
            for (int i = 1; i <= 4; i++) {
                chief.registration().addPlayer("选手" + i, "单位", 2000 - i, "");
            }
            chief.rounds().pairNextRound();
            try (EventService deputy = EventService.open(at, TestPlugins.registry(), "副裁判乙").as(ArbiterRole.DEPUTY)) {
                chief.heartbeat("主台");
                deputy.heartbeat("台2");
                assertThat(chief.desks()).extracting(EventService.Desk::arbiter).contains("裁判长甲", "副裁判乙");
                long seen = chief.changeCounter();
                deputy.results().enterResult(1, 1, ResultEntry.of(Result.FIRST_WIN), ResultCheck.over(ResultEntry.of(Result.PENDING)));
                assertThat(chief.changeCounter()).isGreaterThan(seen);
                assertThatThrownBy(() -> chief.results().enterResult(1, 1, ResultEntry.of(Result.DRAW),
                        ResultCheck.over(ResultEntry.of(Result.PENDING)))).isInstanceOf(ResultConflict.class)
                        .hasMessageContaining("副裁判乙（副裁判）");
                deputy.leaveDesks();
                assertThat(chief.desks()).extracting(EventService.Desk::arbiter).containsExactly("裁判长甲");
            }
        }
    }
}
