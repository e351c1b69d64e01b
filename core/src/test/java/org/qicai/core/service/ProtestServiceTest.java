package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.ProtestService.Against;
import org.qicai.core.service.ProtestService.Protest;
import org.qicai.core.service.ProtestService.Status;

class ProtestServiceTest {
    @TempDir
    Path dir;

    static final Instant T0 = Instant.parse("2024-05-01T06:30:00Z");

    private EventService event(Map<String, String> options) {
        EventSettings s = new EventSettings("抗议测试", "xiangqi", "adjacent", 3, "14.1", List.of(), "", 7L, options);
        EventService svc = EventService.create(dir.resolve("a.qicai"), s,
                ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), new PenaltyServiceTest.XqLike())), "裁判长王");
        for (int i = 1; i <= 4; i++) {
            svc.registration().addPlayer("棋手" + i, "", null, "");
        }
        svc.rounds().pairNextRound();
        svc.rounds().publishRound(1);
        return svc;
    }

    private static Clock at(Instant i) {
        return Clock.fixed(i, ZoneOffset.UTC);
    }

    @Test
    @DisplayName("xq2020 §20: a protest against a ruling within 15 minutes of it is in time; 15:00.001 is late")
    void rulingDeadlineXq2020_20() {
        try (EventService svc = event(Map.of())) {
            long id = new PenaltyService(svc, at(T0)).add(1, 1, Side.FIRST, "9.1.5", "").entry().penalty().id();
            Protest ok = new ProtestService(svc, at(T0.plus(Duration.ofMinutes(15)))).lodge(1, 1, Side.FIRST,
                    Against.RULING, id, null, null, "没有摸子");
            assertThat(ok.inTime()).isTrue();
            assertThat(ok.referenceAt()).isEqualTo(T0);
            assertThat(ok.deadline()).isEqualTo(T0.plus(Duration.ofMinutes(15)));
            assertThat(ok.deadlineClause()).isEqualTo("xq2020 20");
            assertThat(ok.player()).isEqualTo(1);
            Protest late = new ProtestService(svc).lodge(1, 1, Side.FIRST, Against.RULING, id, null,
                    T0.plus(Duration.ofMinutes(15)).plusMillis(1), "又一次");
            assertThat(late.inTime()).isFalse();
            assertThat(late.status()).isEqualTo(Status.OPEN);
        }
    }

    @Test
    @DisplayName("xq2020 pdf §17: 30 minutes after the game; the window is an event setting")
    void gameDeadlineXq2020_17() {
        try (EventService svc = event(Map.of(ProtestService.GAME_MINUTES, "45"))) {
            ProtestService ps = new ProtestService(svc, at(T0));
            assertThat(ps.window(Against.GAME)).isEqualTo(Duration.ofMinutes(45));
            assertThat(ps.window(Against.RULING)).isEqualTo(Duration.ofMinutes(15));
            Protest p = ps.lodge(1, 2, Side.SECOND, Against.GAME, 0, T0.minus(Duration.ofMinutes(44)), null, "对方超时未判");
            assertThat(p.inTime()).isTrue();
            assertThat(p.deadline()).isEqualTo(T0.plus(Duration.ofMinutes(1)));
            assertThat(p.player()).isEqualTo(4);
        }
    }

    @Test
    @DisplayName("a game protest without --since takes the moment the result was entered")
    void gameProtestDefaultsToTheResultEntry() {
        try (EventService svc = event(Map.of())) {
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            Instant entered = svc.journal().stream().filter(e -> e.action().equals("result.enter"))
                    .map(JournalEntry::at).findFirst().orElseThrow();
            Protest p = new ProtestService(svc, at(entered.plusSeconds(60))).lodge(1, 1, Side.SECOND, Against.GAME, 0,
                    null, null, "不服");
            assertThat(p.referenceAt()).isEqualTo(entered);
            assertThat(p.deadline()).isEqualTo(entered.plus(Duration.ofMinutes(30)));
            assertThat(p.inTime()).isTrue();
            assertThatThrownBy(() -> new ProtestService(svc).lodge(1, 2, Side.SECOND, Against.GAME, 0, null, null, "x"))
                    .hasMessageContaining("has no result entered yet");
        }
    }

    @Test
    @DisplayName("an upheld protest may change the result (journaled); a dismissed one cannot; decided once")
    void decisionChangesTheResult() {
        try (EventService svc = event(Map.of())) {
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            ProtestService ps = new ProtestService(svc, at(T0));
            Protest p = ps.lodge(1, 1, Side.SECOND, Against.GAME, 0, T0.minusSeconds(60), null, "红方超时在先");
            assertThatThrownBy(() -> ps.decide(p.id(), Status.DISMISSED, "驳回", null, Result.SECOND_WIN))
                    .hasMessageContaining("only an upheld protest");
            Protest d = ps.decide(p.id(), Status.UPHELD, "查证属实，改判黑胜", "仲裁委员会", Result.SECOND_WIN);
            assertThat(d.status()).isEqualTo(Status.UPHELD);
            assertThat(d.decidedBy()).isEqualTo("仲裁委员会");
            assertThat(d.decidedAt()).isEqualTo(T0);
            assertThat(d.resultBefore()).isEqualTo(Result.FIRST_WIN);
            assertThat(d.resultAfter()).isEqualTo(Result.SECOND_WIN);
            assertThat(svc.snapshot().round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.SECOND_WIN);
            assertThat(svc.journal()).extracting(JournalEntry::action).contains("protest.lodge", "result.protest",
                    "protest.decide");
            assertThatThrownBy(() -> ps.decide(p.id(), Status.DISMISSED, "x", null, null))
                    .hasMessageContaining("already decided (upheld by 仲裁委员会)");
        }
    }

    @Test
    @DisplayName("bad protests are refused and write nothing")
    void badProtests() {
        try (EventService svc = event(Map.of(ProtestService.RULING_MINUTES, "ten"))) {
            ProtestService ps = new ProtestService(svc, at(T0));
            int journal = svc.journal().size();
            assertThatThrownBy(() -> ps.lodge(1, 1, Side.FIRST, Against.RULING, 0, T0, null, ""))
                    .hasMessageContaining("needs its grounds");
            assertThatThrownBy(() -> ps.lodge(1, 1, Side.FIRST, Against.RULING, 0, null, null, "x"))
                    .hasMessageContaining("say when the ruling was given");
            assertThatThrownBy(() -> ps.lodge(1, 1, Side.FIRST, Against.RULING, 0, T0, null, "x"))
                    .hasMessage("event option protest.ruling-minutes must be whole minutes ≥ 0, not 'ten'");
            assertThatThrownBy(() -> ps.lodge(1, 1, Side.FIRST, Against.RULING, 9, T0, null, "x"))
                    .hasMessage("no penalty entry #9");
            assertThatThrownBy(() -> ps.lodge(1, 1, Side.FIRST, Against.GAME, 0, T0.plusSeconds(1), null, "x"))
                    .hasMessageContaining("dated before");
            assertThatThrownBy(() -> ps.decide(3, Status.UPHELD, "x", null, null)).hasMessage("no protest #3");
            assertThat(svc.journal()).hasSize(journal);
            assertThat(ps.list()).isEmpty();
        }
    }
}
