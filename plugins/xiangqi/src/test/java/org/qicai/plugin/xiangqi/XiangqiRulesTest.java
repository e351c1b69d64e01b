package org.qicai.plugin.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.Ruling;

/** The xiangqi GameRules extension: board, legal moves, perft, records in and out, the ruling's illegal move. */
class XiangqiRulesTest {
    private final XiangqiRules rules = new XiangqiRules();

    @Test
    void answers_to_the_discipline_names() {
        assertThat(rules.id()).isEqualTo("xiangqi");
        assertThat(rules.answersTo("象棋")).isTrue();
        assertThat(rules.answersTo("xq")).isTrue();
    }

    @Test
    void board_of_the_start_position() throws Exception {
        BoardState b = rules.board(rules.startFen());
        assertThat(b.redToMove()).isTrue();
        assertThat(b.inCheck()).isFalse();
        assertThat(b.pieces()).hasSize(32);
        assertThat(b.pieces()).anySatisfy(p -> {
            assertThat(p.file()).isEqualTo(4);
            assertThat(p.rank()).isZero();
            assertThat(p.red()).isTrue();
            assertThat(p.kind()).isEqualTo('K');
            assertThat(p.glyph()).isEqualTo("帅");
        });
        assertThat(b.pieces()).anySatisfy(p -> {
            assertThat(p.rank()).isEqualTo(9);
            assertThat(p.kind()).isEqualTo('B');
            assertThat(p.glyph()).isEqualTo("象");
        });
    }

    @Test
    @DisplayName("legal moves of the start: 44, each with its Chinese notation (7.5)")
    void legal_moves_of_the_start_with_chinese() throws Exception {
        List<LegalMove> ms = rules.legalMoves(rules.startFen());
        assertThat(ms).hasSize(44);
        assertThat(ms).contains(new LegalMove("h2e2", 7, 2, 4, 2, "炮二平五"));
        assertThat(ms).contains(new LegalMove("h0g2", 7, 0, 6, 2, "马二进三"));
    }

    @Test
    void perft_of_the_start() throws Exception {
        assertThat(rules.perft(rules.startFen(), 1)).isEqualTo(44);
        assertThat(rules.perft(rules.startFen(), 2)).isEqualTo(1920);
        assertThat(rules.perft(rules.startFen(), 3)).isEqualTo(79666);
    }

    @Test
    @DisplayName("xq 7.5: 1. 炮二平五 马8进7 2. 马二进三 reads to h2e2 h9g7 h0g2, written back in three notations")
    void xq_7_5_record_read_and_written() throws Exception {
        GameRecord r = rules.read("1. 炮二平五 马8进7 2. 马二进三", null);
        assertThat(r.moves().stream().map(GameMove::iccs)).containsExactly("h2e2", "h9g7", "h0g2");
        assertThat(rules.write(r, "zh")).containsExactly("炮二平五", "马8进7", "马二进三");
        assertThat(rules.write(r, "wxf")).containsExactly("C2=5", "H8+7", "H2+3");
        assertThat(rules.write(r, "iccs")).containsExactly("h2e2", "h9g7", "h0g2");
        assertThatThrownBy(() -> rules.write(r, "klingon")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void play_one_typed_move() throws Exception {
        GameMove m = rules.play(rules.startFen(), 1, "Ｃ２＝５");
        assertThat(m.iccs()).isEqualTo("h2e2");
        assertThat(m.chinese()).isEqualTo("炮二平五");
        assertThat(m.written()).isEqualTo("Ｃ２＝５");
        assertThat(m.red()).isTrue();
        assertThatThrownBy(() -> rules.play(rules.startFen(), 5, "车九进五")).isInstanceOf(RecordException.class)
                .satisfies(e -> assertThat(((RecordException) e).error().ply()).isEqualTo(5));
    }

    @Test
    @DisplayName("PGN out: tags, numbered moves, the result; [FEN] only when not the start")
    void to_pgn_with_tags_numbers_and_result() throws Exception {
        GameRecord r = rules.read("[Event \"测试\"]\n1. C2=5 H8+7 2. H2+3 1-0", null);
        String pgn = rules.toPgn(r, "zh");
        assertThat(pgn).startsWith("[Event \"测试\"]\n[Result \"1-0\"]\n\n");
        assertThat(pgn).contains("1. 炮二平五 马8进7 2. 马二进三 1-0");
        assertThat(pgn).doesNotContain("FEN");
        String fen = "r3k4/9/9/9/r8/9/9/9/9/3K5 b - - 0 1";
        GameRecord b = rules.read("前车进1 帅六进一", fen);
        String pgnB = rules.toPgn(b, "wxf");
        assertThat(pgnB).contains("[FEN \"").contains("1... +R+1 2. K6+1 *");
        GameRecord back = rules.read(pgnB, null);
        assertThat(back.moves().stream().map(GameMove::iccs)).containsExactly("a5a4", "d0d1");
    }

    @Test
    @DisplayName("judge: an illegal move inside a readable record is the ruling's illegal move (ply 3, b0b5)")
    void judge_names_the_first_illegal_move() throws Exception {
        Ruling r = rules.judge("1. h2e2 h9g7 2. b0b5", null, 60);
        assertThat(r.illegal()).isNotNull();
        assertThat(r.illegal().ply()).isEqualTo(3);
        assertThat(r.illegal().text()).isEqualTo("b0b5");
        assertThatThrownBy(() -> rules.judge("h2e2", "bad fen", 60)).isInstanceOf(RecordException.class);
    }
}
