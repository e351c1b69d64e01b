package org.qicai.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.qicai.core.UserError;

/**
 * Fuzz of the player import (issue 12 items 4 and 6): whatever the bytes, {@link PlayerImport#parse} returns
 * rows the database can hold or refuses with a {@link UserError} that names a line of the file, in both
 * languages; a list QiCai exported reads back as it was.
 */
class PlayerImportPropertiesTest {
    private static final Pattern LINE_EN = Pattern.compile("(?:row|line|rows) (\\d+)");
    private static final Pattern LINE_ZH = Pattern.compile("第 (\\d+) 行");
    private static final String CSV_CHARS = "王天一郑惟桐赵鑫鑫杭州四川姓名单位等级分称号 ,，;\t\"'=+-@\n\r0123456789ab"
            + "\u200B\uFEFF\u3000\u0000\u0007\u0085\uFFFD";

    /** Runs the import; when it refuses, the refusal must be a UserError naming a line within the file. */
    private static List<PlayerImport.PlayerRow> importOrRefusal(byte[] data, int lines) {
        try {
            List<PlayerImport.PlayerRow> rows = PlayerImport.parse(data);
            assertAcceptable(rows);
            return rows;
        } catch (UserError e) {
            assertNamesALine(e, lines);
            return null;
        }
    }

    private static void assertNamesALine(UserError e, int lines) {
        Matcher en = LINE_EN.matcher(e.getMessage());
        assertThat(en.find()).as("English names a line: %s", e.getMessage()).isTrue();
        assertThat(Integer.parseInt(en.group(1))).as(e.getMessage()).isBetween(1, lines + 1);
        assertThat(e.chinese()).as("Chinese text of: %s", e.getMessage()).isNotNull();
        Matcher zh = LINE_ZH.matcher(e.chinese());
        assertThat(zh.find()).as("Chinese names a line: %s", e.chinese()).isTrue();
        assertThat(zh.group(1)).isEqualTo(en.group(1));
    }

    private static void assertAcceptable(List<PlayerImport.PlayerRow> rows) {
        assertThat(rows).isNotEmpty();
        for (PlayerImport.PlayerRow r : rows) {
            assertThat(r.name()).isNotBlank().hasSizeLessThanOrEqualTo(PlayerImport.MAX_NAME);
            assertThat(r.unit()).hasSizeLessThanOrEqualTo(PlayerImport.MAX_UNIT);
            assertThat(r.title()).hasSizeLessThanOrEqualTo(PlayerImport.MAX_TITLE);
            for (String f : List.of(r.name(), r.unit(), r.title())) {
                assertThat(PlayerImport.badCharacter(f)).as("field %s", f).isNull();
                assertThat(f).doesNotContain("\n", "\r").isEqualTo(PlayerImport.clean(f));
            }
            assertThat(r.rating()).satisfiesAnyOf(x -> assertThat(x).isNull(), x -> assertThat(x).isBetween(0, 4000));
        }
    }

    private static int lines(byte[] data) {
        int n = 1;
        for (byte b : data) {
            n += b == '\n' || b == '\r' ? 1 : 0;
        }
        return n;
    }

    @Property(tries = 400)
    void arbitraryBytesImportOrAreRefusedNamingALine(@ForAll @Size(max = 600) byte[] data) {
        importOrRefusal(data, lines(data));
    }

    @Property(tries = 400)
    void arbitraryCsvLikeTextImportsOrIsRefusedNamingALine(@ForAll("csvText") String body,
            @ForAll("charsets") Charset cs) {
        byte[] data = ("姓名,单位,等级分,称号\n" + body).getBytes(cs);
        importOrRefusal(data, lines(data));
    }

    @Property(tries = 300)
    void mutatedValidFilesImportOrAreRefusedNamingALine(@ForAll("players") List<String[]> players,
            @ForAll("charsets") Charset cs, @ForAll("mutations") List<int[]> mutations) {
        byte[] data = export(players).getBytes(cs);
        List<Byte> bytes = new ArrayList<>();
        for (byte b : data) {
            bytes.add(b);
        }
        for (int[] m : mutations) {
            if (bytes.isEmpty()) {
                break;
            }
            int at = m[1] % bytes.size();
            switch (m[0]) {
                case 0 -> bytes.set(at, (byte) m[2]);
                case 1 -> bytes.remove(at);
                default -> bytes.add(at, (byte) m[2]);
            }
        }
        byte[] mutated = new byte[bytes.size()];
        for (int i = 0; i < mutated.length; i++) {
            mutated[i] = bytes.get(i);
        }
        importOrRefusal(mutated, lines(mutated));
    }

    @Property(tries = 300)
    void anExportedListReadsBackAsItWas(@ForAll("players") List<String[]> players, @ForAll("charsets") Charset cs) {
        List<PlayerImport.PlayerRow> rows = PlayerImport.parse(export(players).getBytes(cs));
        assertThat(rows).hasSameSizeAs(players);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i).name()).isEqualTo(players.get(i)[0]);
            assertThat(rows.get(i).unit()).isEqualTo(players.get(i)[1]);
            assertThat(rows.get(i).rating()).isEqualTo(Integer.valueOf(players.get(i)[2]));
        }
    }

    private static String export(List<String[]> players) {
        StringBuilder b = new StringBuilder(Csv.line("姓名", "单位", "等级分")).append("\r\n");
        for (String[] p : players) {
            b.append(Csv.line((Object[]) p)).append("\r\n");
        }
        return b.toString();
    }

    @Provide
    Arbitrary<String> csvText() {
        return Arbitraries.oneOf(Arbitraries.strings().withChars(CSV_CHARS.toCharArray()).ofMaxLength(300),
                Arbitraries.strings().ofMaxLength(200));
    }

    @Provide
    Arbitrary<Charset> charsets() {
        return Arbitraries.of(StandardCharsets.UTF_8, Charset.forName("GB18030"), Charset.forName("GBK"));
    }

    /** Names and units that survive import as they are: letters, CJK, commas, quotes, formula characters. */
    @Provide
    Arbitrary<List<String[]>> players() {
        Arbitrary<String> text = Arbitraries.strings().withChars("王天一郑惟桐赵鑫杭州四川 ,\"'=+-@abcXYZ".toCharArray())
                .ofMinLength(1).ofMaxLength(12).map(String::strip).filter(s -> !s.isEmpty());
        Arbitrary<String> unit = Arbitraries.oneOf(text, Arbitraries.just(""));
        Arbitrary<String> rating = Arbitraries.integers().between(0, 4000).map(String::valueOf);
        return Combinators.combine(text, unit, rating).as((n, u, r) -> new String[] {n, u, r}).list().ofMinSize(1)
                .ofMaxSize(8);
    }

    /** Each mutation: kind (0 overwrite, 1 delete, 2 insert), position, byte. */
    @Provide
    Arbitrary<List<int[]>> mutations() {
        return Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 10_000),
                Arbitraries.integers().between(0, 255)).as((k, at, b) -> new int[] {k, at, b}).list().ofMinSize(1)
                .ofMaxSize(4);
    }
}
