package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qicai og pair|check|import} end to end over the real Go plugin (issue 15 item 8, the CLI contract). */
class CliOgTest {

    static Path fixture(String name) {
        return Path.of("..", "core", "src", "test", "resources", "opengotha", name + ".xml").toAbsolutePath().normalize();
    }

    /** Round r of the file as WHITE BLACK HANDICAP lines in table order. */
    static List<String> fileRound(String name, int r) throws Exception {
        String xml = Files.readString(fixture(name));
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<Game ([^>]*)/>").matcher(xml);
        List<String[]> games = new ArrayList<>();
        while (m.find()) {
            String a = m.group(1);
            if (attr(a, "roundNumber").equals(String.valueOf(r))) {
                games.add(new String[] {attr(a, "tableNumber"), attr(a, "whitePlayer") + " " + attr(a, "blackPlayer")
                        + " " + attr(a, "handicap")});
            }
        }
        games.sort((x, y) -> Integer.compare(Integer.parseInt(x[0]), Integer.parseInt(y[0])));
        games.forEach(g -> out.add(g[1]));
        return out;
    }

    private static String attr(String attrs, String name) {
        Matcher m = Pattern.compile("\\b" + name + "=\"([^\"]*)\"").matcher(attrs);
        return m.find() ? m.group(1) : "";
    }

    @Test
    @DisplayName("og pair simplemm --round 1: OpenGotha's tables in its table order, handicaps 4 and 2 included")
    void pairSimplemmRound1AsOpenGotha() throws Exception {
        CliRunner.Run r = CliRunner.run("og", "pair", fixture("simplemm").toString(), "--round", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().lines().toList()).containsExactlyElementsOf(fileRound("simplemm", 1));
        assertThat(r.out()).contains("DURANDROMAIN GOLOUBKOVALEXANDRA 4");
    }

    @Test
    @DisplayName("og pair without --round pairs the first round without games; a file of 5 rounds played pairs round 6")
    void pairDefaultRoundIsTheFirstWithoutGames() throws Exception {
        CliRunner.Run r = CliRunner.run("og", "pair", fixture("simplemm").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().lines().toList()).hasSize(8).allMatch(l -> l.matches("\\S+ \\S+ \\d"));
    }

    @Test
    @DisplayName("og pair notsosimpleswiss --round 2: the bye last as '- KEY 0'")
    void byeLineLast() {
        CliRunner.Run r = CliRunner.run("og", "pair", fixture("notsosimpleswiss").toString(), "--round", "2");
        assertThat(r.code()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(18);
        assertThat(lines.get(17)).isEqualTo("- JOLLIVETGUY 0");
    }

    @Test
    @DisplayName("og check simplemm: rounds 1, 2, 4, 5 same, round 3 another optimum of equal weight; exit 1")
    void checkSaysPerRound() {
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "check", fixture("simplemm").toString());
        // issue 15 item 4: every round as OpenGotha paired it, round 3 (two matchings of equal weight) included
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("round 1: same as OpenGotha", "round 2: same as OpenGotha",
                "round 3: same as OpenGotha", "round 4: same as OpenGotha", "round 5: same as OpenGotha",
                "checked 5 rounds, 0 differ");
    }

    @Test
    @DisplayName("og import: a Go event with the file's players and rounds, then paired on by its own system")
    void importThenPair(@TempDir Path dir) {
        Path e = dir.resolve("mm.qicai");
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "import", fixture("simplemm").toString(), e.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("imported 16 players, 5 rounds").contains("(mcmahon)");
    }

    @Test
    @DisplayName("a bad file exits 2 naming the element and the reason")
    void badFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.xml");
        Files.writeString(f, "<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"??\"/></Players></Tournament>");
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "pair", f.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("TournamentParameterSet");
    }
}
