package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Result;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.trf.TrfReader;
import org.qicai.core.trf.TrfTournament;

/** Issue 3 items 1–2: TRF import/export, next-round pairing output and the round-by-round check. */
class TrfServiceTest {

    @TempDir
    Path dir;

    /** A bbpPairings tournament of ../shared/fixtures/trf, copied to the test resources. */
    private static TrfTournament fixture(String name) {
        return TrfService.read(fixturePath(name));
    }

    static Path fixturePath(String name) {
        try {
            java.net.URL u = TrfServiceTest.class.getResource("/trf/" + name);
            if (u == null) {
                throw new IllegalStateException("missing test resource trf/" + name);
            }
            return Path.of(u.toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A system that pairs each round exactly as a given file did — except where told to swap colours. */
    private static final class Replay implements PairingSystem {
        private final TrfTournament file;
        private final int spoilRound;

        Replay(TrfTournament file, int spoilRound) {
            this.file = file;
            this.spoilRound = spoilRound;
        }

        @Override
        public String id() {
            return "dutch";
        }

        @Override
        public String displayName(Locale l) {
            return "replay";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 0;
        }

        @Override
        public RoundPlan pair(PairingRequest r) {
            List<BoardPlan> boards = new ArrayList<>();
            List<BoardPlan> byes = new ArrayList<>();
            boolean first = true;
            for (String p : TrfService.filePairs(file, r.round())) {
                String[] wb = p.split("-");
                int w = Integer.parseInt(wb[0]);
                int b = Integer.parseInt(wb[1]);
                if (b == 0) {
                    byes.add(BoardPlan.bye(w, ""));
                } else if (first && r.round() == spoilRound) {
                    boards.add(BoardPlan.game(b, w, ""));
                    first = false;
                } else {
                    boards.add(BoardPlan.game(w, b, ""));
                }
            }
            boards.addAll(byes);
            return new RoundPlan(boards, List.of());
        }
    }

    @Test
    void pairPrintsTheNumberOfPairsThenWhiteBlackWithTheByeAsN0() {
        TrfTournament t = fixture("dutch_n59_r9_s105_byes.trf");
        TrfTournament cut = t.cutBefore(4);
        TrfService.PairOutcome out = TrfService.pairNext(cut, new Replay(t, 0), Map.of(), 1);
        List<String> lines = out.lines();
        assertThat(out.round()).isEqualTo(4);
        assertThat(Integer.parseInt(lines.get(0))).isEqualTo(lines.size() - 1);
        assertThat(lines.subList(1, lines.size())).allMatch(l -> l.matches("\\d+ \\d+"));
        TreeSet<String> asFile = new TreeSet<>();
        lines.subList(1, lines.size()).forEach(l -> asFile.add(l.replace(' ', '-')));
        assertThat(asFile).isEqualTo(TrfService.filePairs(t, 4));
        assertThat(lines.get(lines.size() - 1)).endsWith(" 0");
    }

    @Test
    void checkReportsEachDifferingRoundAndASummary() {
        TrfTournament t = fixture("dutch_n20_r7_s101.trf");
        TrfService.CheckReport same = TrfService.check(t, new Replay(t, 0), Map.of(), 1);
        assertThat(same.summary()).isEqualTo("checked 7 rounds, 0 differ");
        TrfService.CheckReport spoilt = TrfService.check(t, new Replay(t, 3), Map.of(), 1);
        assertThat(spoilt.summary()).isEqualTo("checked 7 rounds, 1 differ");
        assertThat(spoilt.differing().get(0).line()).matches("round 3 differs: ours \\d+-\\d+, file \\d+-\\d+");
    }

    private static ExtensionRegistry registry(TrfTournament t) {
        return ExtensionRegistry.of(List.of(new Replay(t, 0), new TestPlugins.Xq()));
    }

    @Test
    void importCreatesTheEventWithPlayersRoundsAndResultsAsOneJournaledAction() {
        TrfTournament t = fixture("dutch_n36_r7_s102.trf");
        Path e = dir.resolve("imp.qicai");
        try (EventService svc = TrfService.importEvent(t, "dutch_n36_r7_s102.trf", e, "dutch", "xiangqi", 5L, Map.of(),
                registry(t), "裁判甲")) {
            EventSnapshot s = svc.snapshot();
            assertThat(s.players()).hasSize(36);
            assertThat(s.rounds()).hasSize(7);
            assertThat(s.rounds()).allMatch(r -> r.pairings().size() == 18);
            assertThat(svc.settings().rounds()).isEqualTo(7);
            assertThat(svc.journal()).extracting(j -> j.action()).containsExactly("journal.seal", "event.create", "event.import");
            // points as the file states them: the standings agree with columns 81–84
            for (var p : t.players()) {
                assertThat(svc.standings(0, List.of()).table().points(p.startNo()))
                        .as("player %d", p.startNo()).isEqualTo(p.points() / 5L);
            }
        }
    }

    @Test
    void exportWritesWhatWasImported() throws Exception {
        TrfTournament t = fixture("dutch_n36_r7_s102.trf");
        Path e = dir.resolve("imp.qicai");
        Path out = dir.resolve("out.trf");
        try (EventService svc = TrfService.importEvent(t, "x", e, "dutch", "xiangqi", 5L, Map.of(), registry(t), "a")) {
            assertThat(TrfService.export(svc, out)).isEqualTo(36);
        }
        TrfTournament back = TrfReader.read(out);
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("\r\n");
        for (var p : t.players()) {
            var q = back.player(p.startNo()).orElseThrow();
            assertThat(q.rounds()).isEqualTo(p.rounds());
            assertThat(q.points()).isEqualTo(p.points());
            assertThat(q.name()).isEqualTo(p.name());
        }
    }

    @Test
    void aMalformedLineIsRefusedNamingLineAndColumnAndNothingIsCreated() throws Exception {
        Path bad = dir.resolve("bad.trf");
        Files.writeString(bad, "012 Test\r\n001    1      Player One                        2000                             x.0    1\r\n");
        assertThatThrownBy(() -> TrfService.read(bad)).isInstanceOf(UserError.class).hasMessageStartingWith("TRF line 2");
        assertThat(dir.resolve("never.qicai")).doesNotExist();
        assertThatThrownBy(() -> TrfService.read(dir.resolve("missing.trf"))).hasMessageStartingWith("no TRF file at");
    }

    @Test
    void advanceByesAreNotImportedAndTheWarningNamesPlayersAndRoundsInBothLanguages() throws Exception {
        // rounds 1–2 played; 0000 - H/F/Z blocks for rounds 3 and 4 (players 1, 2, 4)
        Path in = dir.resolve("advance.trf");
        Files.writeString(in, String.join("\r\n", List.of(
                "012 Sample Open",
                "001    1 m GM Alpha, Adam                       2500 CHN    12345678 1990/01/01  2.0    1     3 w 1     2 b 1            0000 - H",
                "001    2 w    Beta, Berta                       2400 CHN                         1.0    2     4 b +     1 w 0  0000 - H",
                "001    3 m    Gamma, Gus                        2300 GER                         1.0    3     1 b 0  0000 - U",
                "001    4 m    Delta, Dan                        2200                             0.5    4     2 w -  0000 - H  0000 - F  0000 - Z",
                "XXR 5")) + "\r\n");
        TrfTournament t = TrfService.read(in);
        TrfService.ImportWarning w = TrfService.advanceByesNotImported(t).orElseThrow();
        assertThat(w.en()).endsWith(": player 1 Alpha, Adam: round 4 H; player 2 Beta, Berta: round 3 H; "
                + "player 4 Delta, Dan: round 3 F, round 4 Z").startsWith("advance byes not imported");
        assertThat(w.zh()).endsWith("：1 号 Alpha, Adam：第 4 轮半分轮空（H）；2 号 Beta, Berta：第 3 轮半分轮空（H）；"
                + "4 号 Delta, Dan：第 3 轮全分轮空（F）、第 4 轮零分轮空（Z）").startsWith("未导入预先申请的轮空");
        assertThat(w.text(true)).isEqualTo(w.en());
        Path e = dir.resolve("advance.qicai");
        Path out = dir.resolve("back.trf");
        try (EventService svc = TrfService.importEvent(t, "advance.trf", e, "dutch", "xiangqi", 5L, Map.of(),
                registry(t), "a")) {
            assertThat(svc.snapshot().rounds()).hasSize(2);
            assertThat(svc.journal().get(svc.journal().size() - 1).after()).contains("player 4 Delta, Dan: round 3 F");
            TrfService.export(svc, out);
        }
        // nothing of them was kept, so the export has the two rounds played and no request
        TrfTournament back = TrfReader.read(out);
        assertThat(back.roundsPresent()).isEqualTo(2);
        assertThat(org.qicai.core.trf.TrfConverter.advanceByes(back)).isEmpty();
        assertThat(TrfService.advanceByesNotImported(fixture("dutch_n36_r7_s102.trf"))).isEmpty();
    }

    @Test
    void importWithAnUnknownSystemCreatesNothing() {
        TrfTournament t = fixture("dutch_n20_r7_s101.trf");
        Path e = dir.resolve("x.qicai");
        assertThatThrownBy(() -> TrfService.importEvent(t, "x", e, "swiss-of-mars", "xiangqi", 1L, Map.of(),
                registry(t), "a")).isInstanceOf(UserError.class).hasMessageContaining("swiss-of-mars");
        assertThat(e).doesNotExist();
    }

    @Test
    void theNextRoundNeedsEveryResultOfTheLast() {
        TrfTournament t = fixture("dutch_n20_r7_s101.trf");
        // round 7 of the file without results: blank the result column of every block of round 7
        List<org.qicai.core.trf.TrfPlayer> ps = new ArrayList<>();
        for (var p : t.players()) {
            List<org.qicai.core.trf.TrfGame> g = new ArrayList<>(p.rounds());
            var last = g.get(6);
            g.set(6, last.hasOpponent() ? org.qicai.core.trf.TrfGame.game(last.opponent(), last.colour(), ' ') : last);
            ps.add(p.withRounds(g));
        }
        TrfTournament pending = t.withPlayers(ps);
        assertThatThrownBy(() -> TrfService.pairNext(pending, new Replay(t, 0), Map.of(), 1))
                .hasMessageContaining("has no result yet");
        assertThat(Result.PENDING.isDecided()).isFalse();
    }
}
