package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.store.TestPostgres;

/**
 * The same services on both engines (issue 16 item 5): each case runs once on an H2 event file and once on an
 * event in a real PostgreSQL ({@link TestPostgres}), and must come out the same — the rows, the journal,
 * the undo, the penalties' effects, the chain.
 */
class BothEnginesTest {
    @TempDir
    Path dir;

    private Path event(String engine, String name) {
        return engine.equals("h2") ? dir.resolve(name + ".qicai") : TestPostgres.event(name);
    }

    private static final ExtensionRegistry PLUGINS = ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(),
            new PenaltyServiceTest.XqLike()));

    private static EventService create(Path at, int players) {
        EventSettings s = new EventSettings("两种引擎", "xiangqi", "adjacent", 3, "14.1", List.of(), "5400+30", 7L,
                Map.of());
        EventService svc = EventService.create(at, s, PLUGINS, "裁判长王");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("棋手" + i, "单位" + (i % 3), 2000 - i, "");
        }
        return svc;
    }

    private static Result result(EventService svc, int round, int board) {
        return svc.snapshot().rounds().stream().filter(r -> r.no() == round).flatMap(r -> r.pairings().stream())
                .filter(p -> p.board() == board).map(Pairing::result).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void aRoundPairedPlayedAndReopenedKeepsEveryResultAndAnIntactJournal(String engine) {
        Path at = event(engine, "round");
        try (EventService svc = create(at, 6)) {
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.DRAW);
            svc.results().enterResult(1, 3, Result.SECOND_WIN);
            svc.rounds().pairNextRound();
        }
        try (EventService svc = EventService.open(at, PLUGINS, "裁判乙")) {
            assertThat(result(svc, 1, 1)).isEqualTo(Result.FIRST_WIN);
            assertThat(result(svc, 1, 2)).isEqualTo(Result.DRAW);
            assertThat(result(svc, 1, 3)).isEqualTo(Result.SECOND_WIN);
            assertThat(svc.snapshot().rounds()).hasSize(2);
            assertThat(svc.integrity().findings()).isEmpty();
            assertThat(svc.journal()).extracting(JournalEntry::actor).contains("裁判长王");
            assertThat(svc.standings(1, List.of()).toString()).isNotEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void anUndoneResultIsPendingAgainAndTheChainStillChecksOut(String engine) {
        Path at = event(engine, "undo");
        try (EventService svc = create(at, 4)) {
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.undo();
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
            assertThat(svc.integrity().findings()).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void theThirdFoulLosesTheGameOnEitherEngine(String engine) {
        Path at = event(engine, "fouls");
        try (EventService svc = create(at, 4)) {
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            PenaltyService ps = new PenaltyService(svc, PenaltyServiceTest.CLOCK);
            ps.add(1, 1, Side.FIRST, "9.1.5", "摸了帅");
            ps.add(1, 1, Side.FIRST, "9.1.1", "");
            ps.add(1, 1, Side.FIRST, "9.1.5", "又摸");
            assertThat(result(svc, 1, 1)).isEqualTo(Result.SECOND_WIN);
            assertThat(svc.integrity().findings()).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void aWithdrawalAndAChangedSettingAreJournalledOnEitherEngine(String engine) {
        Path at = event(engine, "withdraw");
        try (EventService svc = create(at, 5)) {
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            new WithdrawalService(svc).withdraw(5, 1, "因病退赛");
            assertThat(svc.snapshot().players().stream().filter(p -> p.no() == 5).findFirst().orElseThrow().status())
                    .isNotEqualTo(org.qicai.core.model.PlayerStatus.ACTIVE);
            assertThat(svc.integrity().findings()).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void aResultTypedOnAReadOnlyOpeningIsRefused(String engine) {
        Path at = event(engine, "readonly");
        try (EventService svc = create(at, 2)) {
            svc.rounds().pairNextRound();
        }
        try (EventService svc = EventService.openReadOnly(at, PLUGINS, "裁判乙")) {
            assertThatThrownBy(() -> svc.results().enterResult(1, 1, Result.FIRST_WIN)).isInstanceOf(RuntimeException.class);
        }
        try (EventService svc = EventService.open(at, PLUGINS, "裁判乙")) {
            assertThat(result(svc, 1, 1)).isEqualTo(Result.PENDING);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void anEventCopiedToTheOtherEngineAndBackKeepsItsChainHead(String engine) {
        Path at = event(engine, "there");
        try (EventService svc = create(at, 4)) {
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.DRAW);
        }
        Path other = engine.equals("h2") ? TestPostgres.event("back") : dir.resolve("back.qicai");
        EventLocations.Copied copied = EventLocations.copy(at, other);
        assertThat(copied.intact()).isTrue();
        try (EventService svc = EventService.open(other, PLUGINS, "裁判乙")) {
            assertThat(svc.integrity().head()).isEqualTo(copied.head());
            assertThat(result(svc, 1, 2)).isEqualTo(Result.DRAW);
            svc.results().enterResult(1, 2, Result.FIRST_WIN);
            assertThat(svc.integrity().findings()).isEmpty();
        }
        assertThatThrownBy(() -> EventLocations.copy(at, other)).isInstanceOf(UserError.class);
    }
}
