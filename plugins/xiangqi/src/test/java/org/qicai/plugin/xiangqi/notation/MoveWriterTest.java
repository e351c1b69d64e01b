package org.qicai.plugin.xiangqi.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Position;

/** xq 7.5 written out: complete Chinese notation, WXF and ICCS. */
class MoveWriterTest {

    static String zh(String fen, String iccs) throws Exception {
        return MoveWriter.chinese(Position.fromFen(fen), Move.parseIccs(iccs));
    }

    static String wxf(String fen, String iccs) throws Exception {
        return MoveWriter.wxf(Position.fromFen(fen), Move.parseIccs(iccs));
    }

    @Test
    @DisplayName("xq 7.5: red 一…九, black half-width 1…9; 进/退 count ranks for 车炮兵帅, name the file for 马相仕")
    void xq_7_5_complete_notation_written_as_the_rule_shows() throws Exception {
        String s = Position.START_FEN;
        assertThat(zh(s, "h2e2")).isEqualTo("炮二平五");
        assertThat(zh(s, "h0g2")).isEqualTo("马二进三");
        assertThat(zh(s, "i0i2")).isEqualTo("车一进二");
        assertThat(zh(s, "c0e2")).isEqualTo("相七进五");
        assertThat(zh(s, "f0e1")).isEqualTo("仕四进五");
        assertThat(zh(s, "e0e1")).isEqualTo("帅五进一");
        assertThat(zh(s, "c3c4")).isEqualTo("兵七进一");
        Position p = Position.fromFen(s);
        p.make(Move.parseIccs("h2e2"));
        assertThat(MoveWriter.chinese(p, Move.parseIccs("h9g7"))).isEqualTo("马8进7");
        assertThat(MoveWriter.chinese(p, Move.parseIccs("b7e7"))).isEqualTo("炮2平5");
        assertThat(MoveWriter.chinese(p, Move.parseIccs("g6g5"))).isEqualTo("卒7进1");
        assertThat(MoveWriter.wxf(p, Move.parseIccs("h9g7"))).isEqualTo("H8+7");
        assertThat(MoveWriter.iccs(Move.parseIccs("h9g7"))).isEqualTo("h9g7");
        assertThat(wxf(s, "h2e2")).isEqualTo("C2=5");
        assertThat(wxf(s, "c0e2")).isEqualTo("E7+5");
    }

    @Test
    @DisplayName("xq 7.5: two like pieces on a file — 前车/后车, WXF +R/-R")
    void xq_7_5_two_like_pieces_on_a_file_written_front_and_back() throws Exception {
        assertThat(zh(MoveReaderTest.TWO_RED_ROOKS, "a4a5")).isEqualTo("前车进一");
        assertThat(zh(MoveReaderTest.TWO_RED_ROOKS, "a0b0")).isEqualTo("后车平八");
        assertThat(wxf(MoveReaderTest.TWO_RED_ROOKS, "a4a5")).isEqualTo("+R+1");
        assertThat(wxf(MoveReaderTest.TWO_RED_ROOKS, "a0b0")).isEqualTo("-R=8");
        assertThat(zh(MoveReaderTest.TWO_BLACK_ROOKS, "a5a4")).isEqualTo("前车进1");
        assertThat(zh(MoveReaderTest.TWO_BLACK_ROOKS, "a9b9")).isEqualTo("后车平2");
        assertThat(zh(MoveReaderTest.TWO_BLACK_HORSES, "d7f8")).isEqualTo("后马退6");
        assertThat(wxf(MoveReaderTest.TWO_BLACK_HORSES, "d5e3")).isEqualTo("+H+5");
    }

    @Test
    @DisplayName("xq 7.5: pawns — 前/中/后 for three, 一二三四 for four, the file added on two tandem files [ours]")
    void xq_7_5_pawns_written_front_middle_back_and_numbered() throws Exception {
        assertThat(zh(MoveReaderTest.THREE_PAWNS, "e7e8")).isEqualTo("前兵进一");
        assertThat(zh(MoveReaderTest.THREE_PAWNS, "e6f6")).isEqualTo("中兵平四");
        assertThat(zh(MoveReaderTest.THREE_PAWNS, "e5d5")).isEqualTo("后兵平六");
        assertThat(wxf(MoveReaderTest.THREE_PAWNS, "e6f6")).isEqualTo("2P=4");
        assertThat(zh(MoveReaderTest.FOUR_PAWNS, "e8e9")).isEqualTo("一兵进一");
        assertThat(zh(MoveReaderTest.FOUR_PAWNS, "e5d5")).isEqualTo("四兵平六");
        assertThat(zh(MoveReaderTest.PAWNS_ON_TWO_FILES, "g6g7")).isEqualTo("前三进一");
        assertThat(zh(MoveReaderTest.PAWNS_ON_TWO_FILES, "c5b5")).isEqualTo("后七平八");
        assertThat(wxf(MoveReaderTest.PAWNS_ON_TWO_FILES, "g6g7")).isEqualTo("+P3+1");
    }

    @Test
    @DisplayName("xq 7.5: 仕/相 on one file keep the file, no 前/后")
    void xq_7_5_advisors_on_one_file_written_without_front_and_back() throws Exception {
        assertThat(zh(MoveReaderTest.ADVISORS_ON_ONE_FILE, "d0e1")).isEqualTo("仕六进五");
        assertThat(zh(MoveReaderTest.ADVISORS_ON_ONE_FILE, "d2e1")).isEqualTo("仕六退五");
        assertThat(wxf(MoveReaderTest.ADVISORS_ON_ONE_FILE, "d2e1")).isEqualTo("A6-5");
    }
}
