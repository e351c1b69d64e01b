package org.qicai.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;

/** Issue 12 item 4: one encoding per file, no merged rows, exports a spreadsheet will not run. */
class CsvTest {
    private static final Charset GB18030 = Charset.forName("GB18030");

    private static boolean strictlyGb18030(byte[] data) {
        try {
            GB18030.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(data));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    @Test
    void utf8WithAndWithoutBomAndGbkDecodeAsAWhole() {
        String text = "姓名,单位\n王天一,杭州\n";
        assertThat(Csv.decode(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(text);
        assertThat(Csv.decode(("\uFEFF" + text).getBytes(StandardCharsets.UTF_8))).isEqualTo(text);
        assertThat(Csv.decode(text.getBytes(Charset.forName("GBK")))).isEqualTo(text);
        assertThat(Csv.decode(("䶮,𠀀\n" + text).getBytes(GB18030))).isEqualTo("䶮,𠀀\n" + text);
    }

    @Test
    void importRefusesInvalidUtf8NamingTheLine() {
        // the ',' on line 3 overwritten by a stray 0x81: strict GB18030 would read the whole file — every name garbled
        byte[] data = "姓名,单位\n王一,杭州\n郑惟桐,四川\n赵鑫,浙江\n".getBytes(StandardCharsets.UTF_8);
        int at = "姓名,单位\n王一,杭州\n郑惟桐".getBytes(StandardCharsets.UTF_8).length;
        data[at] = (byte) 0x81;
        assertThat(strictlyGb18030(data)).as("precondition: GB18030 would decode it (garbled)").isTrue();

        UserError e = catchThrowableOfType(UserError.class, () -> PlayerImport.parse(data));
        assertThat(e.getMessage()).contains("line 3").contains("not valid UTF-8").contains("nothing imported");
        assertThat(e.chinese()).contains("第 3 行").contains("UTF-8");
    }

    @Test
    void aUtf8FileWithABomIsNeverReadAsGb18030() {
        byte[] data = "\uFEFF姓名\n甲\n乙\n".getBytes(StandardCharsets.UTF_8);
        data[data.length - 2] = (byte) 0xFF;
        assertThatThrownBy(() -> Csv.decode(data)).isInstanceOf(UserError.class).hasMessageContaining("line 3");
    }

    @Test
    void gbkFileWithAnUndecodableByteIsRefusedNamingItsLine() {
        byte[] good = "姓名,单位\n王天一,杭州\n郑惟桐,四川\n".getBytes(Charset.forName("GBK"));
        byte[] data = new byte[good.length + 1];
        int at = "姓名,单位\n王天一,杭州\n郑".getBytes(Charset.forName("GBK")).length;
        System.arraycopy(good, 0, data, 0, at);
        data[at] = (byte) 0xFF;
        System.arraycopy(good, at, data, at + 1, good.length - at);
        assertThatThrownBy(() -> Csv.decode(data)).isInstanceOf(UserError.class).hasMessageContaining("line 3")
                .hasMessageContaining("neither valid UTF-8 nor valid GBK/GB18030");
    }

    @Test
    void utf16IsRefusedWithAHint() {
        byte[] data = "\uFEFF姓名\n甲\n".getBytes(StandardCharsets.UTF_16LE);
        assertThatThrownBy(() -> Csv.decode(data)).isInstanceOf(UserError.class).hasMessageContaining("line 1")
                .hasMessageContaining("UTF-16");
    }

    @Test
    void unterminatedQuoteIsRefusedNamingTheLineItOpened() {
        String text = "姓名,单位\n王天一,杭州\n\"郑惟桐,四川\n赵鑫鑫,浙江\n蒋川,北京\n";
        UserError e = catchThrowableOfType(UserError.class, () -> Csv.parse(text));
        assertThat(e.getMessage()).contains("row 3").contains("unterminated quote").contains("line 3");
        assertThat(e.chinese()).contains("第 3 行").contains("引号");
        assertThatThrownBy(() -> PlayerImport.parse(text)).hasMessageContaining("line 3");
    }

    @Test
    void aQuoteOpenedAfterAMultiLineFieldIsNamedByItsOwnLine() {
        assertThatThrownBy(() -> Csv.parse("a,b\n\"x\ny\",z\nc,\"d\n")).hasMessageContaining("line 4");
    }

    @Test
    void exportNeutralisesFormulaCells() {
        assertThat(Csv.line("=HYPERLINK(\"http://x\",\"点我\")", "+cmd|' /C calc'!A0", "-2+3+cmd", "@SUM(A1)",
                "\t=1", "\r=1")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\",\"\"点我\"\")\",\"'+cmd|' /C calc'!A0\","
                + "\"'-2+3+cmd\",\"'@SUM(A1)\",\"'\t=1\",\"'\r=1\"");
        assertThat(Csv.cell("=A1")).isEqualTo("\"'=A1\"");
        assertThat(Csv.cell("-王")).isEqualTo("\"'-王\"");
        assertThat(Csv.cell("'=x")).as("an already escaped-looking cell is escaped once more").isEqualTo("\"''=x\"");
        assertThat(Csv.cell("''=")).isEqualTo("\"'''=\"");
        assertThat(Csv.cell("'x")).isEqualTo("'x");
    }

    @Test
    void exportLeavesNumbersResultsAndOrdinaryTextAlone() {
        assertThat(Csv.line(-5, "+3", "-1.5", "+/-", "-/+", "-/-", "-", "- +", "(1) -", "=2", "=1*", "1-0", "1/2", "王天一",
                "a=b", "", null)).isEqualTo("-5,+3,-1.5,+/-,-/+,-/-,-,- +,(1) -,=2,=1*,1-0,1/2,王天一,a=b,,");
        assertThat(Csv.line("Li, Lei", "say \"hi\"")).isEqualTo("\"Li, Lei\",\"say \"\"hi\"\"\"");
    }

    @Test
    void neutralisedCellsReadBackAsTheTextTheyHold() {
        List<Csv.Row> rows = Csv.parse("a,b\n" + Csv.line("=SUM(A1)", "@x") + "\n");
        assertThat(rows.get(1).fields()).containsExactly("'=SUM(A1)", "'@x");
    }
}
