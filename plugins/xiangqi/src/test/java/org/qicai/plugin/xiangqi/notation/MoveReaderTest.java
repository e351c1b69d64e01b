package org.qicai.plugin.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Position;

/** xq 7.5 记录方式: every notation the reader accepts, and what it says when it refuses. */
class MoveReaderTest {

    static Position pos(String fen) throws Exception {
        return Position.fromFen(fen);
    }

    /** Reads the moves one after the other from {@code fen}, returns them in ICCS. */
    static List<String> play(String fen, String... moves) throws Exception {
        Position p = pos(fen);
        List<String> out = new ArrayList<>();
        for (String t : moves) {
            int m = MoveReader.read(p, t);
            out.add(Move.iccs(m));
            p.make(m);
        }
        return out;
    }

    static List<String> start(String... moves) throws Exception {
        return play(Position.START_FEN, moves);
    }

    static RecordError refusal(String fen, String text) throws Exception {
        Position p = pos(fen);
        try {
            MoveReader.read(p, text, 7);
        } catch (RecordException e) {
            return e.error();
        }
        throw new AssertionError(text + " was read");
    }

    @Test
    @DisplayName("xq 7.5 complete: red 一…九 from red's right, black 1…9 from black's right")
    void xq_7_5_complete_notation_red_chinese_numerals_black_arabic() throws Exception {
        assertThat(start("炮二平五", "马8进7", "马二进三")).containsExactly("h2e2", "h9g7", "h0g2");
    }

    @Test
    @DisplayName("xq 7.5: the rulebook's complete record table")
    void xq_7_5_the_rulebook_complete_record_table() throws Exception {
        assertThat(start("炮二平五", "马8进7", "马二进三", "车9平8", "车一平二", "炮8进4"))
                .containsExactly("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "h7h3");
    }

    @Test
    @DisplayName("xq 7.5 abbreviated 炮25 马87: read when only one of 进/退/平 is legal [ours]")
    void xq_7_5_abbreviated_digits_read_when_exactly_one_reading_is_legal() throws Exception {
        assertThat(start("炮25", "马87", "马23", "车98")).containsExactly("h2e2", "h9g7", "h0g2", "i9h9");
        Position p = pos(Position.START_FEN);
        for (String t : List.of("炮25", "马87", "马23", "车98")) {
            p.make(MoveReader.read(p, t));
        }
        // 车12 of the table: both 车一进二 and 车一平二 are legal on the board, so the reader asks
        assertThatThrownBy(() -> MoveReader.read(p, "车12")).isInstanceOf(RecordException.class)
                .satisfies(e -> assertThat(((RecordException) e).error().reasonZh()).contains("歧义")
                        .contains("车一平二").contains("车一进二"));
        assertThat(Move.iccs(MoveReader.read(p, "车1=2"))).isEqualTo("i0h0");
        p.make(MoveReader.read(p, "车1=2"));
        assertThat(Move.iccs(MoveReader.read(p, "炮8+4"))).isEqualTo("h7h3");
    }

    @Test
    @DisplayName("xq 7.5 abbreviated with signs: 车1+1 车一进一 炮2=5 马8+7 车1-1")
    void xq_7_5_abbreviated_with_signs() throws Exception {
        assertThat(start("车1+1", "车1+1", "车1-1")).containsExactly("i0i1", "a9a8", "i1i0");
        assertThat(start("炮2=5", "马8+7", "车一+1")).containsExactly("h2e2", "h9g7", "i0i1");
    }

    @Test
    @DisplayName("xq 7.5: either numeral style for either side, half- or full-width")
    void xq_7_5_either_numeral_style_for_either_side() throws Exception {
        assertThat(start("炮2平5", "马八进七", "马２进３", "马２进３")).containsExactly("h2e2", "h9g7", "h0g2", "b9c7");
    }

    @Test
    @DisplayName("xq 7.5: traditional and variant characters name the mover's piece")
    void xq_7_5_traditional_and_variant_characters() throws Exception {
        assertThat(start("砲二平五", "馬8進7", "傌二進三", "車9平8", "俥一平二", "包8进4"))
                .containsExactly("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "h7h3");
        assertThat(start("象三进五", "相7进5", "士四进五", "仕6进5", "帥五平四")).containsExactly("g0e2", "g9e7",
                "f0e1", "f9e8", "e0f0");
        assertThat(start("伡一进一", "卒7进1", "兵七进一", "車1進1")).containsExactly("i0i1", "g6g5", "c3c4", "a9a8");
    }

    @Test
    @DisplayName("WXF: C2=5 C2.5 H8+7 R1-2, full-width Ｃ２＝５, letters E/B H/N")
    void wxf_letters_signs_and_full_width() throws Exception {
        assertThat(start("C2=5", "H8+7", "N2+3", "R9=8")).containsExactly("h2e2", "h9g7", "h0g2", "i9h9");
        assertThat(start("Ｃ２＝５", "Ｈ８＋７", "Ｈ２＋３")).containsExactly("h2e2", "h9g7", "h0g2");
        assertThat(start("C2.5", "B3+5", "E7+9", "A4+5", "K5+1")).containsExactly("h2e2", "c9e7", "c0a2", "d9e8",
                "e0e1");
        assertThat(start("c2=5", "h8+7")).containsExactly("h2e2", "h9g7");
    }

    @Test
    @DisplayName("ICCS: h2e2 and H2-E2")
    void iccs_plain_and_with_dash() throws Exception {
        assertThat(start("h2e2", "H9-G7", "h0g2")).containsExactly("h2e2", "h9g7", "h0g2");
    }

    static final String TWO_RED_ROOKS = "4k4/9/9/9/9/R8/9/9/9/R2K5 w - - 0 1";
    static final String TWO_BLACK_ROOKS = "r3k4/9/9/9/r8/9/9/9/9/3K5 b - - 0 1";
    static final String TWO_BLACK_HORSES = "4k4/9/3n5/9/3n5/9/9/9/9/3K5 b - - 0 1";

    @Test
    @DisplayName("xq 7.5: two like pieces on a file are 前/后 (WXF +/-)")
    void xq_7_5_two_like_pieces_on_a_file_use_front_and_back() throws Exception {
        assertThat(play(TWO_RED_ROOKS, "前车进一")).containsExactly("a4a5");
        assertThat(play(TWO_RED_ROOKS, "后车进一")).containsExactly("a0a1");
        assertThat(play(TWO_RED_ROOKS, "後俥平八")).containsExactly("a0b0");
        assertThat(play(TWO_RED_ROOKS, "+R+1")).containsExactly("a4a5");
        assertThat(play(TWO_RED_ROOKS, "-R=8")).containsExactly("a0b0");
        assertThat(play(TWO_BLACK_ROOKS, "前车进1")).containsExactly("a5a4");
        assertThat(play(TWO_BLACK_ROOKS, "后车进1")).containsExactly("a9a8");
        assertThat(play(TWO_BLACK_ROOKS, "＋Ｒ＋１")).containsExactly("a5a4");
        assertThat(play(TWO_BLACK_HORSES, "后马退6")).containsExactly("d7f8");
        assertThat(play(TWO_BLACK_HORSES, "前马进5")).containsExactly("d5e3");
        assertThat(play(TWO_BLACK_HORSES, "前馬進５")).containsExactly("d5e3");
        // the file alone does not say which rook: both can go forward one
        assertThat(refusal(TWO_RED_ROOKS, "车九进一").reasonZh()).contains("歧义");
    }

    static final String THREE_PAWNS = "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1";
    static final String FOUR_PAWNS = "5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1";
    static final String PAWNS_ON_TWO_FILES = "5k3/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";

    @Test
    @DisplayName("xq 7.5: three pawns on a file are 前/中/后")
    void xq_7_5_three_pawns_on_a_file_front_middle_back() throws Exception {
        assertThat(play(THREE_PAWNS, "前兵进一")).containsExactly("e7e8");
        assertThat(play(THREE_PAWNS, "中兵平四")).containsExactly("e6f6");
        assertThat(play(THREE_PAWNS, "后兵平六")).containsExactly("e5d5");
        assertThat(refusal(THREE_PAWNS, "后兵进一").ply()).isEqualTo(7); // blocked by its own pawn
    }

    @Test
    @DisplayName("xq 7.5: four or five pawns on a file are 一二三四五 from the front")
    void xq_7_5_pawns_on_a_file_numbered_from_the_front() throws Exception {
        assertThat(play(FOUR_PAWNS, "一兵进一")).containsExactly("e8e9");
        assertThat(play(FOUR_PAWNS, "二兵平四")).containsExactly("e7f7");
        assertThat(play(FOUR_PAWNS, "三兵平六")).containsExactly("e6d6");
        assertThat(play(FOUR_PAWNS, "四兵平六")).containsExactly("e5d5");
        assertThat(play(FOUR_PAWNS, "2P=4")).containsExactly("e7f7");
    }

    @Test
    @DisplayName("xq 7.5: tandem pawns on two files — 前兵 alone is ambiguous, the file says which [ours]")
    void xq_7_5_tandem_pawns_on_two_files_name_the_file() throws Exception {
        assertThat(refusal(PAWNS_ON_TWO_FILES, "前兵进一").reasonZh()).contains("歧义");
        assertThat(play(PAWNS_ON_TWO_FILES, "前三进一")).containsExactly("g6g7");
        assertThat(play(PAWNS_ON_TWO_FILES, "前兵七进一")).containsExactly("c6c7");
        assertThat(play(PAWNS_ON_TWO_FILES, "+P7+1")).containsExactly("c6c7");
        // only one front pawn can go sideways to 六 (d): no ambiguity
        assertThat(play(PAWNS_ON_TWO_FILES, "前兵平六")).containsExactly("c6d6");
    }

    static final String ADVISORS_ON_ONE_FILE = "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";

    @Test
    @DisplayName("xq 7.5: 仕/相 on one file need no 前/后 — only one of them can make the move")
    void xq_7_5_advisors_on_one_file_need_no_front_and_back() throws Exception {
        assertThat(play(ADVISORS_ON_ONE_FILE, "仕六进五")).containsExactly("d0e1");
        assertThat(play(ADVISORS_ON_ONE_FILE, "仕六退五")).containsExactly("d2e1");
        assertThat(play(ADVISORS_ON_ONE_FILE, "A6-5")).containsExactly("d2e1");
    }

    @Test
    @DisplayName("xq 7.5: an unreadable move is named as such")
    void xq_7_5_unreadable_move_is_named() throws Exception {
        for (String t : List.of("xyz", "炮", "炮二", "炮二平", "二平五", "炮二平五六", "k9z0", "")) {
            RecordError e = refusal(Position.START_FEN, t);
            assertThat(e.reasonZh()).as(t).isEqualTo("看不懂的着法");
            assertThat(e.ply()).isEqualTo(7);
        }
    }

    @Test
    @DisplayName("xq 7.5: no piece of that kind on the file")
    void xq_7_5_no_such_piece_on_the_file() throws Exception {
        RecordError e = refusal(Position.START_FEN, "炮三平五");
        assertThat(e.reasonZh()).isEqualTo("三路没有红方的炮");
        assertThat(e.reasonEn()).isEqualTo("no red cannon on file 3");
        assertThat(refusal(Position.START_FEN, "前车进一").reasonZh()).contains("前后");
    }

    @Test
    @DisplayName("xq 7.5: a move the piece cannot make at all (马二进五, 相三平五)")
    void xq_7_5_a_move_the_piece_cannot_make() throws Exception {
        assertThat(refusal(Position.START_FEN, "马二进五").reasonZh()).isEqualTo("马不能这样走");
        assertThat(refusal(Position.START_FEN, "相三平五").reasonZh()).isEqualTo("相不能这样走");
    }

    @Test
    @DisplayName("xq 7.5: an illegal move names why (车九进五: the rook cannot pass its own pawn)")
    void xq_7_5_illegal_move_names_the_board_reason() throws Exception {
        RecordError e = refusal(Position.START_FEN, "车九进五");
        Position p = pos(Position.START_FEN);
        assertThat(e.reasonZh()).isEqualTo(p.explain(Move.parseIccs("a0a5")).zh());
        assertThat(e.text()).isEqualTo("车九进五");
        RecordError iccs = refusal(Position.START_FEN, "b0b5");
        assertThat(iccs.reasonZh()).isEqualTo(p.explain(Move.parseIccs("b0b5")).zh());
    }

    @Test
    @DisplayName("xq 7.5: the example of issue 14 — 第3着 车九进五 and its reason")
    void xq_7_5_record_error_names_ply_text_and_reason() throws Exception {
        try {
            RecordReader.read("1. 炮二平五 马8进7 2. 车九进五", null);
            throw new AssertionError("read");
        } catch (RecordException e) {
            assertThat(e.error().ply()).isEqualTo(3);
            assertThat(e.error().text()).isEqualTo("车九进五");
            assertThat(e.error().message(java.util.Locale.CHINESE)).startsWith("第3着 车九进五：");
        }
    }

    @Test
    @DisplayName("every written move reads back: all legal moves of a few positions, zh and wxf")
    void xq_7_5_written_moves_read_back_to_the_same_move() throws Exception {
        for (String fen : List.of(Position.START_FEN, TWO_RED_ROOKS, TWO_BLACK_ROOKS, THREE_PAWNS, FOUR_PAWNS,
                PAWNS_ON_TWO_FILES, ADVISORS_ON_ONE_FILE,
                "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
                "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1")) {
            Position p = pos(fen);
            for (int m : p.legalMoves()) {
                String zh = MoveWriter.chinese(p, m);
                String wxf = MoveWriter.wxf(p, m);
                assertThat(MoveReader.read(p, zh)).as(fen + " " + zh).isEqualTo(m);
                assertThat(MoveReader.read(p, wxf)).as(fen + " " + wxf).isEqualTo(m);
                assertThat(MoveReader.read(p, MoveWriter.iccs(m))).isEqualTo(m);
            }
        }
    }

    @Test
    void record_moves_keep_the_text_as_written() throws Exception {
        List<GameMove> ms = RecordReader.read("1. Ｃ２＝５ 马８进７", null).moves();
        assertThat(ms.get(0).written()).isEqualTo("Ｃ２＝５");
        assertThat(ms.get(0).chinese()).isEqualTo("炮二平五");
        assertThat(ms.get(1).chinese()).isEqualTo("马8进7");
        assertThat(ms.get(1).red()).isFalse();
    }
}
