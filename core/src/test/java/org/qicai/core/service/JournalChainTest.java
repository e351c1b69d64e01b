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
import org.qicai.core.model.Integrity;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Result;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.store.Tamper;

/** Issue 12 items 1 and 2: the journal as a hash chain over the data, undo, round rollback. */
class JournalChainTest {
    @TempDir
    Path dir;

    private Path file() {
        return dir.resolve("chain.qicai");
    }

    private EventService create(int players) {
        EventSettings s = new EventSettings("链测试", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(file(), s, TestPlugins.registry(), "裁判甲");
        for (int i = 1; i <= players; i++) {
            svc.registration().addPlayer("选手" + i, "单位" + (i % 2), 2000 - i, "");
        }
        return svc;
    }

    private EventService reopen() {
        return EventService.open(file(), TestPlugins.registry(), "裁判乙");
    }

    @Test
    void anUntouchedEventIsIntactAndItsHeadMovesWithEveryAction() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            Integrity a = svc.integrity();
            assertThat(a.intact()).as(a.findings().toString()).isTrue();
            assertThat(a.chained()).isTrue();
            assertThat(a.head()).hasSize(64);
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            Integrity b = svc.integrity();
            assertThat(b.intact()).isTrue();
            assertThat(b.head()).isNotEqualTo(a.head());
            assertThat(svc.findHead(a.shortHead())).singleElement()
                    .satisfies(m -> assertThat(m.later()).isGreaterThan(0));
        }
        try (EventService svc = reopen()) {
            assertThat(svc.integrity().intact()).isTrue();
        }
    }

    @Test
    void aResultEditedOutsideQiCaiIsNamedWithItsTableRowAndValues() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
        }
        Tamper.sql(file(), "UPDATE pairing SET result = '0-1' WHERE round_no = 1 AND board = 1");
        try (EventService svc = reopen()) {
            Integrity i = svc.integrity();
            assertThat(i.intact()).isFalse();
            assertThat(i.findings()).singleElement().satisfies(f -> {
                assertThat(f.table()).isEqualTo("pairing");
                assertThat(f.key()).contains("round_no=1").contains("board=1");
                assertThat(f.zh()).contains("对局").contains("0-1").contains("1-0");
                assertThat(f.en()).contains("result is '0-1' in the file, '1-0' in the journal");
                assertThat(f.seq()).isPositive();
            });
        }
    }

    @Test
    void aJournalRowEditedTogetherWithTheDataBreaksTheChain() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
        }
        Tamper.sql(file(), "UPDATE pairing SET result = '0-1' WHERE round_no = 1 AND board = 1",
                "UPDATE journal SET after_value = '0-1', row_changes = REPLACE(row_changes, '\"result\":\"1-0\"', "
                        + "'\"result\":\"0-1\"') WHERE action = 'result.enter'");
        try (EventService svc = reopen()) {
            Integrity i = svc.integrity();
            assertThat(i.intact()).isFalse();
            assertThat(i.findings()).anySatisfy(f -> {
                assertThat(f.table()).isEmpty();
                assertThat(f.en()).contains("does not match the hash chain");
            });
        }
    }

    @Test
    void aDeletedJournalRowIsFoundByTheRowAfterIt() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.DRAW);
        }
        Tamper.sql(file(), "DELETE FROM journal WHERE action = 'result.enter' AND subject LIKE '%board 1 %'");
        try (EventService svc = reopen()) {
            Integrity i = svc.integrity();
            assertThat(i.intact()).isFalse();
            assertThat(i.findings()).anySatisfy(f -> assertThat(f.en()).contains("does not match the hash chain"));
        }
    }

    @Test
    void aFileFromBeforeTheChainIsSealedOnOpeningAndIntactAfter() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
        }
        Tamper.sql(file(), "UPDATE journal SET row_hash = NULL, row_changes = NULL");
        try (EventService svc = reopen()) {
            Integrity i = svc.integrity();
            assertThat(i.intact()).as(i.findings().toString()).isTrue();
            assertThat(svc.journal()).last().extracting(JournalEntry::action).isEqualTo("journal.seal");
            svc.results().enterResult(1, 1, Result.DRAW);
            assertThat(svc.integrity().intact()).isTrue();
        }
    }

    @Test
    void undoTakesBackTheLastResultAsANewJournalledAction() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            int rows = svc.journal().size();
            JournalEntry undone = svc.undo();
            assertThat(undone.action()).isEqualTo("result.enter");
            assertThat(svc.snapshot().round(1).orElseThrow().board(1).orElseThrow().result().isDecided()).isFalse();
            assertThat(svc.journal()).hasSizeGreaterThan(rows);
            assertThat(svc.journal()).last().satisfies(e -> assertThat(e.action()).isEqualTo("undo"));
            assertThat(svc.integrity().intact()).isTrue();
        }
    }

    @Test
    void repeatedUndoWalksBackThroughTheActionsAndStopsAtTheEventItself() {
        try (EventService svc = create(2)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.DRAW);
            assertThat(svc.undo().action()).isEqualTo("result.enter");
            assertThat(svc.undo().action()).startsWith("round.");
            assertThat(svc.snapshot().rounds()).isEmpty();
            assertThat(svc.undo().action()).startsWith("player.");
            assertThat(svc.undo().action()).startsWith("player.");
            assertThat(svc.snapshot().players()).isEmpty();
            assertThatThrownBy(svc::undo).isInstanceOf(UserError.class);
            assertThat(svc.integrity().intact()).isTrue();
            svc.registration().addPlayer("新选手", "", null, "");
            assertThat(svc.snapshot().players()).singleElement().satisfies(p -> assertThat(p.no()).isEqualTo(1));
        }
    }

    @Test
    void undoRefusesWhenTheDataWasChangedOutsideQiCai() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
        }
        Tamper.sql(file(), "UPDATE pairing SET result = '0-1' WHERE round_no = 1 AND board = 1");
        try (EventService svc = reopen()) {
            assertThatThrownBy(svc::undo).isInstanceOf(UserError.class).hasMessageContaining("verify");
        }
    }

    @Test
    void roundRollbackPreviewsWithoutWritingThenTakesTheRoundBack() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.DRAW);
            int rows = svc.journal().size();
            RoundRollback preview = svc.rounds().rollbackRound(1, true);
            assertThat(preview.done()).isFalse();
            assertThat(preview.boards()).isEqualTo(2);
            assertThat(preview.results()).isEqualTo(2);
            assertThat(preview.before().rows().get(0).points()).isPositive();
            assertThat(preview.after().rows()).allSatisfy(r -> assertThat(r.points()).isZero());
            assertThat(svc.journal()).hasSize(rows);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.FINISHED);

            RoundRollback done = svc.rounds().rollbackRound(1, false);
            assertThat(done.done()).isTrue();
            assertThat(svc.snapshot().rounds()).isEmpty();
            assertThat(svc.journal()).last().satisfies(e -> assertThat(e.action()).isEqualTo("round.rollback"));
            assertThat(svc.integrity().intact()).isTrue();
            svc.undo();
            assertThat(svc.snapshot().round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.FIRST_WIN);
            assertThat(svc.integrity().intact()).isTrue();
        }
    }

    @Test
    void rollbackRefusesAnyRoundButTheLast() {
        try (EventService svc = create(4)) {
            svc.rounds().pairNextRound();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            svc.results().enterResult(1, 2, Result.FIRST_WIN);
            svc.rounds().pairNextRound();
            assertThatThrownBy(() -> svc.rounds().rollbackRound(1, false)).isInstanceOf(UserError.class)
                    .hasMessageContaining("last round");
        }
    }

    @Test
    void renumberingChangesKeysAndUndoPutsEveryPlayerBack() {
        try (EventService svc = create(6)) {
            var before = svc.snapshot().players();
            svc.registration().assignStartNumbers(StartOrder.LOT);
            assertThat(svc.integrity().intact()).isTrue();
            svc.undo();
            assertThat(svc.snapshot().players()).isEqualTo(before);
            assertThat(svc.integrity().intact()).as(svc.integrity().findings().toString()).isTrue();
        }
    }

    @Test
    void aRowInsertedOutsideQiCaiIsNamed() {
        try (EventService svc = create(2)) {
            svc.rounds().pairNextRound();
        }
        Tamper.sql(file(), "INSERT INTO player (start_no, name, unit, status, left_after_round) "
                + "VALUES (99, '幽灵', '', 'ACTIVE', 0)");
        try (EventService svc = reopen()) {
            assertThat(svc.integrity().findings()).singleElement().satisfies(f -> {
                assertThat(f.table()).isEqualTo("player");
                assertThat(f.key()).isEqualTo("start_no=99");
                assertThat(f.en()).contains("the file has this row, the journal does not");
            });
        }
    }
}
