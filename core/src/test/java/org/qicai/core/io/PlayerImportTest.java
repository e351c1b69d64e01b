package org.qicai.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;

class PlayerImportTest {

    @Test
    void readsChineseHeadersInGbk() {
        byte[] gbk = "姓名,单位,等级分,称号\r\n王天一,杭州,2600,特级大师\r\n郑惟桐,四川,,\r\n".getBytes(Charset.forName("GBK"));
        List<PlayerImport.PlayerRow> rows = PlayerImport.parse(gbk);
        assertThat(rows).extracting(PlayerImport.PlayerRow::name).containsExactly("王天一", "郑惟桐");
        assertThat(rows.get(0).unit()).isEqualTo("杭州");
        assertThat(rows.get(0).rating()).isEqualTo(2600);
        assertThat(rows.get(0).title()).isEqualTo("特级大师");
        assertThat(rows.get(1).rating()).isNull();
    }

    @Test
    void readsEnglishHeadersInUtf8WithBomAndQuotes() {
        byte[] utf8 = "\uFEFFName,Club,Rating\n\"Li, Lei\",\"Shanghai \"\"A\"\"\",2100\n".getBytes(StandardCharsets.UTF_8);
        List<PlayerImport.PlayerRow> rows = PlayerImport.parse(utf8);
        assertThat(rows.get(0).name()).isEqualTo("Li, Lei");
        assertThat(rows.get(0).unit()).isEqualTo("Shanghai \"A\"");
    }

    @Test
    void badRowNamesRowFieldAndReason() {
        assertThatThrownBy(() -> PlayerImport.parse("name,unit,rating\nAlice,Club,2000\nBob,Club,-5x\n"))
                .isInstanceOf(UserError.class)
                .hasMessageContaining("row 3").hasMessageContaining("rating").hasMessageContaining("not a whole number");
    }

    @Test
    void everyBadRowIsCountedNotJustTheFirst() {
        assertThatThrownBy(() -> PlayerImport.parse("姓名,等级分\n,100\n甲,abc\n乙,9999\n"))
                .hasMessageContaining("row 2").hasMessageContaining("and 2 more").hasMessageContaining("row 4");
    }

    @Test
    void withoutANameColumnTheHeaderIsTheProblem() {
        assertThatThrownBy(() -> PlayerImport.parse("foo,bar\n1,2\n")).hasMessageContaining("row 1")
                .hasMessageContaining("姓名");
    }
}
