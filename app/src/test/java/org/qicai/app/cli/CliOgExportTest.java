package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.service.EventService;

/**
 * {@code qicai og export EVENT FILE.xml} (issue 15 items 6 and 8): an OpenGotha file imported, exported and
 * imported again is the same event — players, games, results, byes, parameters — and our own {@code og pair} pairs
 * every round of the exported file as it pairs the original; CJK names stay in UTF-8.
 */
class CliOgExportTest {

    static Path fixture(String name) {
        Path shared = Path.of("..", "core", "src", "test", "resources", "opengotha", name + ".xml");
        Path plugin = Path.of("..", "plugins", "go", "src", "test", "resources", "opengotha", name + ".xml");
        return (Files.exists(shared) ? shared : plugin).toAbsolutePath().normalize();
    }

    private static EventSnapshot snapshot(Path event) {
        try (EventService svc = EventService.openReadOnly(event, TestPlugins.host(), "test")) {
            return svc.snapshot();
        }
    }

    private static void ok(CliRunner.Run r) {
        assertThat(r.code()).as(r.out() + r.err()).isZero();
    }

    @ParameterizedTest(name = "{0}: import → export → import gives the same event")
    @ValueSource(strings = {"simplemm", "simpleswiss", "notsosimpleswiss", "notsimplemm", "Toulouse2024"})
    void roundTripGivesTheSameEvent(String name, @TempDir Path dir) {
        Path first = dir.resolve("a.qicai");
        Path xml = dir.resolve("a.xml");
        Path second = dir.resolve("b.qicai");
        ok(CliRunner.run("og", "import", fixture(name).toString(), first.toString()));
        ok(CliRunner.run("og", "export", first.toString(), xml.toString()));
        ok(CliRunner.run("og", "import", xml.toString(), second.toString()));
        EventSnapshot a = snapshot(first);
        EventSnapshot b = snapshot(second);
        assertThat(b.players()).as("players").isEqualTo(a.players());
        assertThat(b.rounds()).as("rounds: games, results, byes").isEqualTo(a.rounds());
        assertThat(new TreeMap<>(b.settings().options())).as("parameters").isEqualTo(new TreeMap<>(a.settings().options()));
        assertThat(b.settings().system()).isEqualTo(a.settings().system());
        assertThat(b.settings().name()).isEqualTo(a.settings().name());
    }

    @ParameterizedTest(name = "{0}: og pair pairs every round of the exported file as of the original")
    @ValueSource(strings = {"simplemm", "notsosimpleswiss"})
    void exportedFilePairsAsTheOriginal(String name, @TempDir Path dir) {
        Path event = dir.resolve("a.qicai");
        Path xml = dir.resolve("a.xml");
        ok(CliRunner.run("og", "import", fixture(name).toString(), event.toString()));
        ok(CliRunner.run("og", "export", event.toString(), xml.toString()));
        CliRunner.Run check = CliRunner.run("--lang", "en", "og", "check", xml.toString());
        CliRunner.Run original = CliRunner.run("--lang", "en", "og", "check", fixture(name).toString());
        assertThat(check.out()).isEqualTo(original.out());
        assertThat(check.code()).isEqualTo(original.code());
        int rounds = (int) original.out().lines().filter(l -> l.startsWith("round ")).count();
        for (int r = 1; r <= rounds + 1; r++) {
            CliRunner.Run ours = CliRunner.run("og", "pair", xml.toString(), "--round", String.valueOf(r));
            CliRunner.Run theirs = CliRunner.run("og", "pair", fixture(name).toString(), "--round", String.valueOf(r));
            ok(ours);
            assertThat(ours.out()).as("round " + r).isEqualTo(theirs.out());
        }
    }

    @Test
    @DisplayName("a McMahon event made in QiCai with Chinese names: exported in UTF-8, ranks as OpenGotha writes them, "
            + "games with colours and results, and imported back with the same players and games")
    void chineseEventExportsInUtf8(@TempDir Path dir) throws Exception {
        Path e = dir.resolve("go.qicai");
        ok(CliRunner.run("event", "new", e.toString(), "--name", "围棋公开赛", "--discipline", "go", "--system", "mcmahon",
                "--rounds", "3"));
        String[][] players = {{"张三", "3段", "北京"}, {"李四", "1d", "上海"}, {"王五", "5k", "北京"}, {"赵六", "2级", "天津"},
                {"孙七", "10K", "上海"}};
        for (String[] p : players) {
            ok(CliRunner.run("player", "add", e.toString(), "--name", p[0], "--title", p[1], "--unit", p[2]));
        }
        ok(CliRunner.run("round", "pair", e.toString()));
        ok(CliRunner.run("result", e.toString(), "1", "1", "B+R"));
        ok(CliRunner.run("result", e.toString(), "1", "2", "W+3/4"));
        Path xml = dir.resolve("go.xml");
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "export", e.toString(), xml.toString());
        ok(r);
        assertThat(r.out()).contains("5 players, 2 games, 1 byes");
        String text = Files.readString(xml, StandardCharsets.UTF_8);
        assertThat(text).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"")
                .contains("firstName=\"三\" grade=\"3D\" name=\"张\"", "rank=\"3D\"", "rank=\"1D\"", "rank=\"5K\"", "rank=\"2K\"", "club=\"北京\"",
                        "<ByePlayer player=", "genMMBar=\"4D\"", "<PlacementCriterion name=\"MMS\" number=\"1\"/>");
        EventSnapshot a = snapshot(e);
        Path back = dir.resolve("back.qicai");
        ok(CliRunner.run("og", "import", xml.toString(), back.toString()));
        EventSnapshot b = snapshot(back);
        assertThat(b.players()).extracting(p -> p.name()).containsExactly("张三", "李四", "王五", "赵六", "孙七");
        assertThat(b.rounds().get(0).pairings()).extracting(p -> p.first() + "-" + p.second() + " " + p.result())
                .containsExactlyElementsOf(a.rounds().get(0).pairings().stream()
                        .map(p -> p.first() + "-" + p.second() + " " + p.result()).toList());
        // OpenGotha pairs round 2 of the exported file as QiCai pairs round 2 of the event
        ok(CliRunner.run("round", "pair", e.toString()));
        CliRunner.Run og = CliRunner.run("og", "pair", xml.toString(), "--round", "2");
        ok(og);
        assertThat(og.out().lines().toList()).hasSize(3);
    }

    @Test
    @DisplayName("a xiangqi event is refused in words and no file is written")
    void xiangqiEventRefused(@TempDir Path dir) {
        Path e = dir.resolve("xq.qicai");
        ok(CliRunner.run("event", "new", e.toString(), "--name", "象棋", "--discipline", "xiangqi", "--system", "round-robin"));
        Path xml = dir.resolve("xq.xml");
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "export", e.toString(), xml.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("only a Go event").doesNotContain("Exception", "at org.");
        assertThat(xml).doesNotExist();
    }

    @Test
    @DisplayName("two players of the same name: refused (OpenGotha tells players apart by name), the old file left as it was")
    void sameNameRefused(@TempDir Path dir) throws Exception {
        Path e = dir.resolve("go.qicai");
        ok(CliRunner.run("event", "new", e.toString(), "--name", "同名", "--discipline", "go", "--system", "mcmahon"));
        ok(CliRunner.run("player", "add", e.toString(), "--name", "张三", "--title", "1d", "--unit", "北京"));
        ok(CliRunner.run("player", "add", e.toString(), "--name", "张三", "--title", "2d", "--unit", "上海"));
        Path xml = dir.resolve("go.xml");
        Files.writeString(xml, "old");
        CliRunner.Run r = CliRunner.run("--lang", "en", "og", "export", e.toString(), xml.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("players 1 and 2 have the same name");
        assertThat(Files.readString(xml)).isEqualTo("old");
        assertThat(Files.list(dir).map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part")).toList()).isEmpty();
    }
}
