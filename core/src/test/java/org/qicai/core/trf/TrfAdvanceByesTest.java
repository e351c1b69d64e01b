package org.qicai.core.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;

/**
 * TRF16 round blocks beyond the rounds played may request byes in advance ({@code 0000 - H}, {@code F},
 * {@code Z}). They are not rounds of the event; those of the next round are the fixed byes of its
 * pairing, and every one of them is listed.
 */
class TrfAdvanceByesTest {

    /** {@link TrfReaderTest#SAMPLE} (two rounds played) with byes requested for rounds 3 and 4. */
    static List<String> sample() {
        List<String> lines = new ArrayList<>(TrfReaderTest.SAMPLE);
        lines.set(2, lines.get(2) + " ".repeat(12) + "0000 - H"); // player 1: round 4 H
        lines.set(3, lines.get(3) + "  0000 - H"); // player 2: round 3 H
        lines.set(5, lines.get(5) + "  0000 - F  0000 - Z"); // player 4: round 3 F, round 4 Z
        return lines;
    }

    static TrfTournament read() {
        return TrfReader.parse(TrfReaderTest.text(sample(), "\r\n"));
    }

    @Test
    @DisplayName("two trailing rounds of nothing but advance byes are not rounds played; points count the rounds played")
    void trailingRoundsOfAdvanceByesAreNotPlayed() {
        TrfTournament t = read();
        assertThat(t.roundsPresent()).isEqualTo(4);
        assertThat(TrfConverter.pairedRounds(t)).isEqualTo(2);
        assertThat(TrfConverter.nextRound(t)).isEqualTo(3);
        EventSnapshot s = TrfConverter.toSnapshot(t);
        assertThat(s.rounds()).hasSize(2);
        assertThat(s.settings().rounds()).isEqualTo(5); // XXR 5
    }

    @Test
    @DisplayName("every advance bye is listed by round, then start number, with its kind")
    void everyAdvanceByeIsListed() {
        assertThat(TrfConverter.advanceByes(read())).containsExactly(
                new TrfConverter.AdvanceBye(2, "Beta, Berta", 3, ByeKind.HALF_POINT),
                new TrfConverter.AdvanceBye(4, "Delta, Dan", 3, ByeKind.FULL_POINT),
                new TrfConverter.AdvanceBye(1, "Alpha, Adam", 4, ByeKind.HALF_POINT),
                new TrfConverter.AdvanceBye(4, "Delta, Dan", 4, ByeKind.ZERO_POINT));
        assertThat(TrfConverter.advanceByes(TrfReader.parse(TrfReaderTest.text(TrfReaderTest.SAMPLE, "\n")))).isEmpty();
    }

    @Test
    @DisplayName("pairing the next round honours only that round's advance byes")
    void theNextRoundsFixedByesAreThatRoundsOnly() {
        TrfTournament t = read();
        assertThat(TrfConverter.fixedByes(t, 3)).isEqualTo(Map.of(2, ByeKind.HALF_POINT, 4, ByeKind.FULL_POINT));
        assertThat(TrfConverter.pairingRequest(t).round()).isEqualTo(3);
        assertThat(TrfConverter.pairingRequest(t).fixedByes()).containsOnlyKeys(2, 4);
    }
}
