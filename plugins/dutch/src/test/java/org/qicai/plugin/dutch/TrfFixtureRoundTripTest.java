package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.trf.TrfConverter;
import org.qicai.core.trf.TrfReader;
import org.qicai.core.trf.TrfTournament;
import org.qicai.core.trf.TrfWriter;

/** The TRF reader and writer on the public fixtures (core has no copy of them). */
class TrfFixtureRoundTripTest {

    static List<String> files() {
        return Fixtures.DUTCH;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readWriteReadGivesTheSameModel(String name) throws IOException {
        TrfTournament t = Fixtures.load(name);
        assertThat(t.players()).isNotEmpty();
        assertThat(TrfReader.parse(TrfWriter.write(t))).isEqualTo(t);
        assertThat(TrfReader.parse(TrfWriter.write(t, "\r"))).isEqualTo(t);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void theWriterReproducesTheFileLineForLine(String name) throws IOException {
        byte[] raw;
        try (InputStream in = getClass().getResourceAsStream("/trf/" + name + ".trf")) {
            raw = in.readAllBytes();
        }
        String original = new String(raw, java.nio.charset.StandardCharsets.UTF_8);
        String written = TrfWriter.write(Fixtures.load(name), "\r");
        // the files separate the player lines from the 092 line by an empty line, which carries nothing
        List<String> want = java.util.Arrays.stream(original.split("\r")).filter(l -> !l.isEmpty()).sorted().toList();
        List<String> got = java.util.Arrays.stream(written.split("\r")).filter(l -> !l.isEmpty()).sorted().toList();
        assertThat(got).isEqualTo(want);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void snapshotExportImportKeepsPlayersAndRounds(String name) {
        TrfTournament t = Fixtures.load(name);
        EventSnapshot e = TrfConverter.toSnapshot(t);
        assertThat(e.rounds()).hasSize(t.roundsPresent());
        EventSnapshot back = TrfConverter.toSnapshot(TrfReader.parse(TrfWriter.write(TrfConverter.fromSnapshot(e))));
        assertThat(back.players()).isEqualTo(e.players());
        assertThat(back.rounds()).isEqualTo(e.rounds());
        assertThat(back.settings().scoring()).isEqualTo(e.settings().scoring());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyCutIsAValidTrfOfTheRoundsBefore(String name) {
        TrfTournament t = Fixtures.load(name);
        for (int r = 1; r <= t.roundsPresent(); r++) {
            TrfTournament cut = t.cutBefore(r);
            assertThat(TrfReader.parse(TrfWriter.write(cut))).isEqualTo(cut);
            assertThat(TrfConverter.nextRound(cut)).isEqualTo(r);
            assertThat(cut.totalRounds()).hasValue(t.roundsPresent());
        }
    }
}
