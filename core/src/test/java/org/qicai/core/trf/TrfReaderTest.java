package org.qicai.core.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrfReaderTest {

    /** Four players, two rounds; player 4 forfeits round 1 and has a half-point bye in round 2. */
    static final List<String> SAMPLE = List.of(
            "012 Sample Open",
            "022 Beijing",
            "001    1 m GM Alpha, Adam                       2500 CHN    12345678 1990/01/01  2.0    1     3 w 1     2 b 1",
            "001    2 w    Beta, Berta                       2400 CHN                         1.0    2     4 b +     1 w 0",
            "001    3 m    Gamma, Gus                        2300 GER                         1.0    3     1 b 0  0000 - U",
            "001    4 m    Delta, Dan                        2200                             0.5    4     2 w -  0000 - H",
            "XXR 5");

    static String text(List<String> lines, String end) {
        return String.join(end, lines) + end;
    }

    @Test
    void readsHeadersAndPlayerColumns() {
        TrfTournament t = TrfReader.parse(text(SAMPLE, "\r\n"));
        assertThat(t.name()).isEqualTo("Sample Open");
        assertThat(t.header(TrfTournament.CITY)).contains("Beijing");
        assertThat(t.totalRounds()).hasValue(5);
        TrfPlayer p1 = t.player(1).orElseThrow();
        assertThat(p1.sex()).isEqualTo("m");
        assertThat(p1.title()).isEqualTo("GM");
        assertThat(p1.name()).isEqualTo("Alpha, Adam");
        assertThat(p1.rating()).isEqualTo(2500);
        assertThat(p1.federation()).isEqualTo("CHN");
        assertThat(p1.fideId()).isEqualTo("12345678");
        assertThat(p1.birthDate()).isEqualTo("1990/01/01");
        assertThat(p1.points()).isEqualTo(20);
        assertThat(p1.rank()).isEqualTo(1);
        assertThat(t.player(2).orElseThrow().title()).isEmpty();
        assertThat(p1.rounds()).containsExactly(TrfGame.game(3, 'w', '1'), TrfGame.game(2, 'b', '1'));
        assertThat(t.player(3).orElseThrow().round(2)).isEqualTo(TrfGame.bye('U'));
        assertThat(t.player(4).orElseThrow().round(2).result()).isEqualTo('H');
    }

    @Test
    void acceptsCrLfCrAndLfLineEnds() {
        TrfTournament crlf = TrfReader.parse(text(SAMPLE, "\r\n"));
        assertThat(TrfReader.parse(text(SAMPLE, "\r"))).isEqualTo(crlf);
        assertThat(TrfReader.parse(text(SAMPLE, "\n"))).isEqualTo(crlf);
    }

    @Test
    void writeThenReadGivesTheSameModel() {
        TrfTournament t = TrfReader.parse(text(SAMPLE, "\n"));
        assertThat(TrfReader.parse(TrfWriter.write(t))).isEqualTo(t);
        assertThat(TrfReader.parse(TrfWriter.write(t, "\r"))).isEqualTo(t);
    }

    @Test
    void chineseNamesDoNotShiftColumns() {
        // 王小明 is 3 characters (9 bytes in UTF-8): the rating must still be read from columns 49–52
        String line = "001    1 m    王小明                               2100 CHN                         1.0    1     2 w 1";
        String line2 = "001    2 w    李娜                                1900 CHN                         0.0    2     1 b 0";
        assertThat(line.codePointAt(48)).isEqualTo('2');
        TrfTournament t = TrfReader.parse(line + "\n" + line2 + "\n");
        assertThat(t.player(1).orElseThrow().name()).isEqualTo("王小明");
        assertThat(t.player(1).orElseThrow().rating()).isEqualTo(2100);
        assertThat(t.player(2).orElseThrow().name()).isEqualTo("李娜");
        assertThat(t.player(2).orElseThrow().federation()).isEqualTo("CHN");
        String written = TrfWriter.playerLine(t.player(1).orElseThrow());
        assertThat(written).isEqualTo(line);
        assertThat(TrfReader.parse(TrfWriter.write(t))).isEqualTo(t);
    }

    @Test
    void malformedColourNamesLineAndColumn() {
        List<String> bad = new java.util.ArrayList<>(SAMPLE);
        String l = bad.get(3);
        bad.set(3, l.substring(0, 96) + "x" + l.substring(97)); // column 97: colour of round 1
        assertThatThrownBy(() -> TrfReader.parse(text(bad, "\r")))
                .isInstanceOf(TrfException.class)
                .hasMessageContaining("line 4, column 97")
                .hasMessageContaining("colour")
                .satisfies(e -> {
                    assertThat(((TrfException) e).line()).isEqualTo(4);
                    assertThat(((TrfException) e).column()).isEqualTo(97);
                });
    }

    @Test
    void malformedResultAndRatingAreRejected() {
        List<String> bad = new java.util.ArrayList<>(SAMPLE);
        String l = bad.get(2);
        bad.set(2, l.substring(0, 108) + "?" + l.substring(109)); // column 109: result of round 2
        assertThatThrownBy(() -> TrfReader.parse(text(bad, "\n")))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 3, column 109");
        List<String> bad2 = new java.util.ArrayList<>(SAMPLE);
        String l2 = bad2.get(4);
        bad2.set(4, l2.substring(0, 48) + "23x0" + l2.substring(52));
        assertThatThrownBy(() -> TrfReader.parse(text(bad2, "\n")))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 5, column 49").hasMessageContaining("rating");
    }

    @Test
    void pointsThatDisagreeWithTheResultsAreRejectedNamingTheLine() {
        List<String> bad = new java.util.ArrayList<>(SAMPLE);
        String l = bad.get(4);
        bad.set(4, l.substring(0, 80) + " 1.0" + l.substring(84)); // player 3 has 0 + U = 1.0; 2.0 is wrong
        assertThat(TrfReader.parse(text(bad, "\n")).player(3).orElseThrow().points()).isEqualTo(10);
        bad.set(4, l.substring(0, 80) + " 2.0" + l.substring(84));
        assertThatThrownBy(() -> TrfReader.parse(text(bad, "\n")))
                .isInstanceOf(TrfException.class)
                .hasMessageContaining("line 5, column 81")
                .hasMessageContaining("points 2.0");
    }

    @Test
    void pointsFollowThe162Line() {
        // 3/1/0: Alpha won twice = 6.0; a bye U is worth a win
        List<String> lines = List.of(
                "001    1      Alpha                             2500                             6.0    1     2 w 1     3 b 1",
                "001    2      Beta                              2400                             3.0    2     1 b 0  0000 - U",
                "001    3      Gamma                             2300                             3.0    3  0000 - U     1 w 0",
                "162  W 3.0    D 1.0");
        TrfTournament t = TrfReader.parse(text(lines, "\r"));
        assertThat(t.pointSystem()).isEqualTo(new TrfPointSystem(30, 10, 0, 0, 30));
        List<String> fide = lines.subList(0, 3);
        assertThatThrownBy(() -> TrfReader.parse(text(fide, "\r")))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 1, column 81");
    }

    @Test
    void opponentsMustAgree() {
        List<String> bad = new java.util.ArrayList<>(SAMPLE);
        String l = bad.get(2);
        bad.set(2, l.substring(0, 98) + "0" + l.substring(99)); // player 1 lost to 3, but 3 says 3 lost
        assertThatThrownBy(() -> TrfReader.parse(text(bad, "\n")))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 3, column 99")
                .hasMessageContaining("does not agree");
    }

    @Test
    void nothingIsReturnedForAShortPlayerLine() {
        assertThatThrownBy(() -> TrfReader.parse("012 X\n001    1      Alpha\n"))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 2");
    }

    @Test
    void cutBeforeKeepsEarlierRoundsAndFixedByes() {
        TrfTournament t = TrfReader.parse(text(SAMPLE, "\n")).withHeader(TrfTournament.TOTAL_ROUNDS, null);
        TrfTournament cut = t.cutBefore(2);
        assertThat(cut.totalRounds()).hasValue(2);
        assertThat(cut.initialColour()).contains("white");
        assertThat(cut.player(1).orElseThrow().rounds()).containsExactly(TrfGame.game(3, 'w', '1'));
        assertThat(cut.player(1).orElseThrow().points()).isEqualTo(10);
        // the half-point bye fixed for round 2 stays; the pairing-allocated bye goes
        assertThat(cut.player(4).orElseThrow().rounds()).containsExactly(TrfGame.game(2, 'w', '-'), TrfGame.bye('H'));
        assertThat(cut.player(4).orElseThrow().points()).isZero();
        assertThat(cut.player(3).orElseThrow().rounds()).hasSize(1);
        assertThat(TrfReader.parse(TrfWriter.write(cut))).isEqualTo(cut);
    }
}
