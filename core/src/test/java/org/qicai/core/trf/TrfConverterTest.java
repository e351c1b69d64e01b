package org.qicai.core.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.PairingRequest;

class TrfConverterTest {

    private static TrfTournament sample() {
        return TrfReader.parse(TrfReaderTest.text(TrfReaderTest.SAMPLE, "\n"));
    }

    @Test
    void playersBecomeModelPlayers() {
        EventSnapshot e = TrfConverter.toSnapshot(sample());
        assertThat(e.players()).hasSize(4);
        assertThat(e.player(1).orElseThrow().name()).isEqualTo("Alpha, Adam");
        assertThat(e.player(1).orElseThrow().rating()).isEqualTo(2500);
        assertThat(e.player(1).orElseThrow().title()).isEqualTo("GM");
        assertThat(e.player(1).orElseThrow().unit()).isEqualTo("CHN");
        assertThat(e.player(4).orElseThrow().unit()).isEmpty();
    }

    @Test
    void settingsComeFromTheHeaderLines() {
        EventSnapshot e = TrfConverter.toSnapshot(sample());
        assertThat(e.settings().name()).isEqualTo("Sample Open");
        assertThat(e.settings().system()).isEqualTo("dutch");
        assertThat(e.settings().rounds()).isEqualTo(5);
        assertThat(e.settings().scoring()).isEqualTo("14.1");
        assertThat(e.settings().option(TrfConverter.INITIAL_COLOUR, "")).isEqualTo("white");
        assertThat(e.settings().option("venue", "")).isEqualTo("Beijing");
    }

    @Test
    void roundsKeepWhiteFirstForfeitsAndByes() {
        EventSnapshot e = TrfConverter.toSnapshot(sample());
        List<Pairing> r1 = e.round(1).orElseThrow().pairings();
        assertThat(r1).extracting(Pairing::first, Pairing::second, Pairing::result)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, 3, Result.FIRST_WIN),
                        org.assertj.core.groups.Tuple.tuple(4, 2, Result.SECOND_WIN_FORFEIT));
        List<Pairing> r2 = e.round(2).orElseThrow().pairings();
        assertThat(r2).extracting(Pairing::first, Pairing::second, Pairing::bye)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2, 1, null),
                        org.assertj.core.groups.Tuple.tuple(3, 0, ByeKind.PAIRING),
                        org.assertj.core.groups.Tuple.tuple(4, 0, ByeKind.HALF_POINT));
        assertThat(r2.get(0).result()).isEqualTo(Result.SECOND_WIN);
    }

    @Test
    void threeOneZeroIsScoring310() {
        TrfTournament t = sample().withHeader(TrfTournament.POINT_SYSTEM, " W 3.0    D 1.0");
        assertThat(TrfConverter.scoringId(t.pointSystem())).isEqualTo("3-1-0");
        assertThat(TrfConverter.pointSystem(ScoringSchemes.THREE_ONE_ZERO)).isEqualTo(t.pointSystem());
        assertThatThrownBy(() -> TrfConverter.pointSystem(ScoringSchemes.TIEFEN)).isInstanceOf(TrfException.class);
    }

    @Test
    void aCutFileGivesTheRequestForTheNextRoundWithItsFixedByes() {
        TrfTournament cut = sample().cutBefore(2);
        PairingRequest req = TrfConverter.pairingRequest(cut);
        assertThat(req.round()).isEqualTo(2);
        assertThat(req.event().lastRound()).isEqualTo(1);
        assertThat(req.fixedByes()).isEqualTo(Map.of(4, ByeKind.HALF_POINT));
    }

    @Test
    void exportThenImportKeepsTheEvent() {
        EventSnapshot e = TrfConverter.toSnapshot(sample());
        TrfTournament out = TrfConverter.fromSnapshot(e);
        TrfTournament back = TrfReader.parse(TrfWriter.write(out));
        EventSnapshot e2 = TrfConverter.toSnapshot(back);
        assertThat(e2.players()).isEqualTo(e.players());
        assertThat(e2.rounds()).isEqualTo(e.rounds());
        assertThat(e2.settings().scoring()).isEqualTo(e.settings().scoring());
        assertThat(e2.settings().rounds()).isEqualTo(5);
        assertThat(back.player(1).orElseThrow().points()).isEqualTo(20);
        assertThat(back.initialColour()).contains("white");
    }
}
