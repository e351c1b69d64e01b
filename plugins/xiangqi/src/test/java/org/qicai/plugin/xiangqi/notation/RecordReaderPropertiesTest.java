package org.qicai.plugin.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.qicai.core.game.RecordException;

/**
 * Property-based fuzz of the record reader (issue 12 item 6), beside the seeded {@link RecordReaderFuzzTest}:
 * arbitrary strings, notation-like text and mutated fixture games are read or refused with a
 * {@link RecordException} — nothing else — whose message is whole in both languages, and a refusal in the move
 * text names its ply (第N着 / ply N).
 */
class RecordReaderPropertiesTest {
    private static final String NOTATION = "炮二平五马8进7车九一前后中兵卒士象相仕帅将車馬砲帥將傌俥包退+-=.ＣＨＲＰＡＥＫ"
            + "CHRPAEKBNabcdefghi0123456789１２３４５６７８９＋－＝ \n{}()[];\"1-0*红胜和棋、，";

    private static void readOrRefusal(String text, boolean inMoves) {
        try {
            RecordReader.read(text, null);
            RecordReader.readUntilError(text, null);
        } catch (RecordException e) {
            assertThat(e.error()).isNotNull();
            assertThat(e.getMessage()).isNotBlank();
            assertThat(e.chinese()).isNotBlank();
            if (e.error().ply() >= 1) {
                assertThat(e.getMessage()).contains("ply " + e.error().ply());
                assertThat(e.chinese()).contains("第" + e.error().ply() + "着");
            } else {
                assertThat(inMoves).as("a refusal in the move text names a ply: %s", e.getMessage()).isFalse();
            }
        }
    }

    @Property(tries = 500)
    void arbitraryStringsAreReadOrRefusedWithARecordException(@ForAll String text) {
        readOrRefusal(text, false);
    }

    @Property(tries = 500)
    void notationLikeTextIsReadOrRefusedWithARecordException(@ForAll("notation") String text) {
        readOrRefusal(text, false);
    }

    @Property(tries = 300)
    void mutatedFixtureGamesNameThePlyOfTheirFirstBadMove(@ForAll("games") String game,
            @ForAll("edits") List<int[]> edits) {
        int head = game.lastIndexOf(']') + 1;
        StringBuilder moves = new StringBuilder(game.substring(head));
        for (int[] e : edits) {
            if (moves.length() == 0) {
                break;
            }
            int at = e[1] % moves.length();
            char c = NOTATION.charAt(e[2] % NOTATION.length());
            switch (e[0]) {
                case 0 -> moves.setCharAt(at, c);
                case 1 -> moves.deleteCharAt(at);
                case 2 -> moves.insert(at, c);
                default -> moves.delete(at, Math.min(moves.length(), at + e[2] % 30));
            }
        }
        boolean structural = moves.chars().anyMatch(ch -> "{}()[]\"".indexOf(ch) >= 0);
        readOrRefusal(game.substring(0, head) + moves, !structural);
    }

    @Provide
    Arbitrary<String> notation() {
        return Arbitraries.strings().withChars(NOTATION.toCharArray()).ofMaxLength(60);
    }

    @Provide
    Arbitrary<String> games() throws Exception {
        return Arbitraries.of(RecordReader.split(RecordReaderTest.fixture()));
    }

    /** Each edit: kind (0 overwrite, 1 delete, 2 insert, 3 cut up to 30 characters), position, character. */
    @Provide
    Arbitrary<List<int[]>> edits() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 100_000),
                Arbitraries.integers().between(0, 10_000)).as((k, at, c) -> new int[] {k, at, c}).list().ofMinSize(1)
                .ofMaxSize(3);
    }
}
