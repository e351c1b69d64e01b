package org.qicai.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;

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

    @Test
    void aQuoteClosedLinesLaterIsRefusedInsteadOfMergingTheRowsBetween() {
        UserError e = catchThrowableOfType(UserError.class, () -> PlayerImport.parse(
                "姓名,单位,备注\n王天一,杭州,\n郑惟桐,四川,\"新人\n赵鑫鑫,浙江,\n蒋川,北京,\"\n许银川,广东,\n"));
        assertThat(e.getMessage()).contains("row 3, field 备注").contains("line break")
                .contains("quote opened on line 3 closes only on line 5");
        assertThat(e.chinese()).contains("第 3 行“备注”栏").contains("第 3 行开始的引号到第 5 行才闭合");
    }

    @Test
    void aRowWithMoreFieldsThanTheHeaderIsRefused() {
        assertThatThrownBy(() -> PlayerImport.parse("姓名,单位\n王天一,杭州\n李,雷,上海\n"))
                .hasMessageContaining("row 3: 3 fields but the header has 2");
        assertThat(PlayerImport.parse("姓名,单位\n王天一,杭州,,\n")).hasSize(1);
    }

    @Test
    void aFieldLongerThanItsDatabaseColumnIsRefusedSayingTheLimit() {
        String name = "王".repeat(201);
        assertThatThrownBy(() -> PlayerImport.parse("name,unit,title\n" + name + ",x,y\n"))
                .hasMessageContaining("row 2, field name: 201 characters, at most 200 allowed");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit,title\na," + "u".repeat(201) + ",y\n"))
                .hasMessageContaining("field unit: 201 characters, at most 200");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit,title\na,b," + "t".repeat(101) + "\n"))
                .hasMessageContaining("field title: 101 characters, at most 100");
        UserError e = catchThrowableOfType(UserError.class, () -> PlayerImport.parse("姓名\n" + name + "\n"));
        assertThat(e.chinese()).contains("第 2 行“姓名”栏：有 201 个字符，最多 200 个");
        assertThat(e.getMessage()).doesNotContain("empty");
        assertThat(PlayerImport.parse("姓名\n" + "王".repeat(200) + "\n").get(0).name()).hasSize(200);
    }

    @Test
    void controlCharactersAreRefusedNamingRowFieldAndCharacter() {
        assertThatThrownBy(() -> PlayerImport.parse("name,unit\n\"Wang\tTianyi\",x\n"))
                .hasMessageContaining("row 2, field name").hasMessageContaining("U+0009");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit\na,b\u0007c\n")).hasMessageContaining("field unit")
                .hasMessageContaining("U+0007");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit\na\u0085,b\n")).hasMessageContaining("U+0085");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit\na\u0000,b\n")).hasMessageContaining("U+0000");
        assertThatThrownBy(() -> PlayerImport.parse("name,unit\n王\uFFFD一,b\n")).hasMessageContaining("U+FFFD");
        assertThat(PlayerImport.parse("name,note\na,\u0007\n")).hasSize(1);
    }

    @Test
    void aNameOfOnlySpacesOrZeroWidthCharactersIsRefusedAsEmpty() {
        UserError e = catchThrowableOfType(UserError.class,
                () -> PlayerImport.parse("姓名,单位\n\u200B\u3000\uFEFF\u2060\u200D,杭州\n"));
        assertThat(e.getMessage()).contains("row 2, field 姓名: the name is empty (only spaces or invisible characters)");
        assertThat(e.chinese()).contains("第 2 行“姓名”栏：姓名为空");
    }

    @Test
    void invisibleCharactersAroundAFieldAreTrimmed() {
        PlayerImport.PlayerRow r = PlayerImport.parse("姓名,单位,等级分\n\u200B王天一\u00A0,\u3000杭州\uFEFF, 2600\u200B\n")
                .get(0);
        assertThat(r.name()).isEqualTo("王天一");
        assertThat(r.unit()).isEqualTo("杭州");
        assertThat(r.rating()).isEqualTo(2600);
    }

    @Test
    void aListExportedWithNeutralisedCellsImportsAsItWas() {
        String csv = "name,unit,title\n" + Csv.line("=Wang", "@home", "''-x") + "\n";
        PlayerImport.PlayerRow r = PlayerImport.parse(csv).get(0);
        assertThat(r.name()).isEqualTo("=Wang");
        assertThat(r.unit()).isEqualTo("@home");
        assertThat(r.title()).isEqualTo("''-x");
    }

    @Test
    void duplicatesInTheFileAndInTheEventAreAllListedWithTheirRows() {
        List<PlayerImport.PlayerRow> rows = PlayerImport.parse(
                "姓名,单位\n王天一,杭州\n郑惟桐,四川\n王天一 ,杭州\n赵鑫鑫,浙江\nＷang Lei,\nwang  lei,\n王天一,北京\n");
        List<Player> registered = List.of(Player.of(1, "赵鑫鑫", "浙江", 2500), Player.of(2, "郑惟桐", "重庆", 2500));
        List<PlayerImport.Duplicate> d = PlayerImport.duplicates(rows, registered);
        assertThat(d).extracting(PlayerImport.Duplicate::name, PlayerImport.Duplicate::lines,
                PlayerImport.Duplicate::registered).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("王天一", List.of(2, 4), List.of()),
                        org.assertj.core.groups.Tuple.tuple("赵鑫鑫", List.of(5), List.of(1)),
                        org.assertj.core.groups.Tuple.tuple("Ｗang Lei", List.of(6, 7), List.of()));
        UserError e = catchThrowableOfType(PlayerImport.DuplicatesError.class,
                () -> PlayerImport.refuseDuplicates(rows, registered));
        assertThat(e.getMessage()).isEqualTo("nothing imported — 3 duplicate players (same name and unit): "
                + "王天一 (杭州) on rows 2, 4; 赵鑫鑫 (浙江) on row 5, already registered as #1; "
                + "Ｗang Lei (no unit) on rows 6, 7");
        assertThat(e.chinese()).isEqualTo("未导入任何棋手——有 3 处重复的棋手（姓名和单位都相同）："
                + "王天一（杭州）第 2、4 行；赵鑫鑫（浙江）第 5 行，已报名为 1 号；Ｗang Lei（无单位）第 6、7 行");
        assertThat(PlayerImport.duplicates(rows.subList(0, 2), List.of())).isEmpty();
    }
}
