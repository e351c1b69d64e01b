package org.qicai.plugin.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.RecordException;

/**
 * Fuzz of the record reader (issue 14 §7): random text and mutated fixture games never throw anything but
 * {@link RecordException}, and a refusal that stops in the move text names a ply ≥ 1. Seeded, so a failure
 * repeats.
 */
class RecordReaderFuzzTest {

    private static final String ALPHABET = "炮二平五马8进7车九一前后中兵卒士象相仕帅将車馬砲帥將傌俥包退+-=.ＣＨＲＰＡＥＫ"
            + "CHRPAEKBNabcdefghi0123456789１２３４５６７８９＋－＝ \n{}()[];\"1-0*红胜和棋、，";

    @Test
    @DisplayName("fuzz: random strings into RecordReader throw only RecordException")
    void fuzz_random_strings_throw_only_record_exceptions() {
        for (long seed = 1; seed <= 3000; seed++) {
            Random r = new Random(seed);
            int len = r.nextInt(40);
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < len; i++) {
                b.append(r.nextInt(10) == 0 ? (char) r.nextInt(0x3000) : ALPHABET.charAt(r.nextInt(ALPHABET.length())));
            }
            readQuietly(b.toString(), seed, false);
        }
    }

    @Test
    @DisplayName("fuzz: mutated fixture games — every refusal in the move text names a ply ≥ 1")
    void fuzz_mutated_fixture_games_name_a_ply() throws Exception {
        List<String> games = RecordReader.split(RecordReaderTest.fixture());
        for (long seed = 1; seed <= 600; seed++) {
            Random r = new Random(seed);
            String g = games.get(r.nextInt(games.size()));
            int head = g.lastIndexOf(']') + 1;
            StringBuilder moves = new StringBuilder(g.substring(head));
            int edits = 1 + r.nextInt(3);
            for (int e = 0; e < edits; e++) {
                int at = r.nextInt(moves.length());
                switch (r.nextInt(4)) {
                    case 0 -> moves.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    case 1 -> moves.deleteCharAt(at);
                    case 2 -> moves.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    default -> {
                        int to = Math.min(moves.length(), at + r.nextInt(30));
                        moves.delete(at, to);
                    }
                }
            }
            String text = g.substring(0, head) + moves;
            boolean structural = moves.indexOf("{") >= 0 || moves.indexOf("}") >= 0 || moves.indexOf("(") >= 0
                    || moves.indexOf(")") >= 0 || moves.indexOf("[") >= 0 || moves.indexOf("\"") >= 0;
            readQuietly(text, seed, !structural);
        }
    }

    @Test
    @DisplayName("fuzz: random playouts written in zh, wxf and iccs read back to the same moves")
    void fuzz_random_playouts_round_trip_through_every_notation() throws Exception {
        for (long seed = 1; seed <= 150; seed++) {
            Random r = new Random(seed);
            org.qicai.plugin.xiangqi.board.Position p = org.qicai.plugin.xiangqi.board.Position
                    .fromFen(org.qicai.plugin.xiangqi.board.Position.START_FEN);
            StringBuilder zh = new StringBuilder();
            StringBuilder wxf = new StringBuilder();
            java.util.List<String> iccs = new java.util.ArrayList<>();
            for (int ply = 0; ply < 160; ply++) {
                int[] ms = p.legalMoves();
                if (ms.length == 0) {
                    break;
                }
                int m = ms[r.nextInt(ms.length)];
                zh.append(MoveWriter.chinese(p, m)).append(' ');
                wxf.append(MoveWriter.wxf(p, m)).append(' ');
                iccs.add(MoveWriter.iccs(m));
                p.make(m);
            }
            for (String text : List.of(zh.toString(), wxf.toString(), String.join(" ", iccs))) {
                assertThat(RecordReader.read(text, null).moves().stream().map(org.qicai.core.game.GameMove::iccs)
                        .toList()).as("seed %d", seed).isEqualTo(iccs);
            }
        }
    }

    private static void readQuietly(String text, long seed, boolean inMoves) {
        try {
            RecordReader.read(text, null);
            RecordReader.readUntilError(text, null);
        } catch (RecordException e) {
            assertThat(e.error()).isNotNull();
            assertThat(e.getMessage()).isNotBlank();
            if (inMoves) {
                assertThat(e.error().ply()).as("seed %d: %s", seed, e.getMessage()).isGreaterThanOrEqualTo(1);
            }
        } catch (RuntimeException e) {
            throw new AssertionError("seed " + seed + " threw " + e + " on: " + text, e);
        }
    }
}
