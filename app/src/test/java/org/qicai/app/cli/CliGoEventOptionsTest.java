package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.NewEventPresenter;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingSystem;

/**
 * {@code qicai event new … --discipline go --system mcmahon} with OpenGotha's parameters as options (issue 15 item 8):
 * each with the McMahon plugin's default stated in the help, stored as the option the engine reads; a bad value or
 * another system refused in words with no file written. The window's New Event dialog shows the same options.
 */
class CliGoEventOptionsTest {

    private static Map<String, String> pluginDefaults(String system) {
        return TestPlugins.host().require(PairingSystem.class, system).options().stream()
                .collect(Collectors.toMap(OptionSpec::key, OptionSpec::defaultValue));
    }

    @Test
    @DisplayName("event new --help names every OpenGotha option with the McMahon plugin's default, in both languages")
    void helpStatesEachDefault() {
        Map<String, String> d = pluginDefaults("mcmahon");
        for (String lang : new String[] {"en", "zh"}) {
            CliRunner.Run r = CliRunner.run("--lang", lang, "event", "new", "--help");
            assertThat(r.code()).isZero();
            String help = r.out().replaceAll("\\s+", " ").replace(", ", ",");
            GoPairingOptions.KEYS.forEach((name, key) -> {
                assertThat(d).as(key).containsKey(key);
                int at = help.indexOf(" " + name + "=");
                assertThat(at).as(name + " in the " + lang + " help").isPositive();
                int end = help.indexOf(" --", at + name.length() + 2);
                String described = help.substring(at, end < 0 ? help.length() : end);
                String value = key.equals("og.hdBasedOnMMS") ? ("true".equals(d.get(key)) ? "mms" : "rank") : d.get(key);
                assertThat(described).as(name + " in " + lang).contains((lang.equals("en") ? "default " : "默认 ") + value);
            });
            assertThat(help).contains(pluginDefaults("go-swiss").get("og.placement"));
        }
    }

    @Test
    @DisplayName("the options given are stored as OpenGotha's parameters, ranks as OpenGotha writes them (3d → 3D, 15级 → 15K)")
    void optionsAreStored(@TempDir Path dir) {
        Path e = dir.resolve("mm.qicai");
        CliRunner.Run r = CliRunner.run("event", "new", e.toString(), "--name", "麦克马洪", "--discipline", "go",
                "--system", "mcmahon", "--bar", "3d", "--floor", "15级", "--seeding1", "splitandfold",
                "--seeding1-until", "3", "--seeding2", "SPLITANDSLIP", "--handicap-by", "rank", "--handicap-ceiling", "5",
                "--handicap-correction", "2", "--no-handicap-from", "2k", "--placement", "MMS,SOSM,SODOSM");
        assertThat(r.code()).as(r.err()).isZero();
        CliRunner.Run show = CliRunner.run("event", "show", e.toString());
        assertThat(show.out().lines()).contains("og.genMMBar: 3D", "og.genMMFloor: 15K", "og.paiMaSeedSystem1: SPLITANDFOLD",
                "og.paiMaLastRoundForSeedSystem1: 3", "og.paiMaSeedSystem2: SPLITANDSLIP", "og.hdBasedOnMMS: false",
                "og.hdCeiling: 5", "og.hdCorrection: 2", "og.hdNoHdRankThreshold: 2K", "og.placement: MMS,SOSM,SODOSM");
    }

    @Test
    @DisplayName("a bar that is not a rank: exit 2 naming the option, no event file")
    void badRankRefused(@TempDir Path dir) {
        Path e = dir.resolve("bad.qicai");
        CliRunner.Run r = CliRunner.run("--lang", "en", "event", "new", e.toString(), "--name", "x", "--discipline", "go",
                "--system", "mcmahon", "--bar", "strong");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--bar must be a rank such as 4D").doesNotContain("Exception");
        assertThat(e).doesNotExist();
    }

    @Test
    @DisplayName("a seeding system OpenGotha does not have, or a ceiling above 9: refused by the plugin's choices, no file")
    void choicesChecked(@TempDir Path dir) {
        Path e = dir.resolve("bad.qicai");
        CliRunner.Run r = CliRunner.run("--lang", "en", "event", "new", e.toString(), "--name", "x", "--discipline", "go",
                "--system", "mcmahon", "--seeding1", "fold");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("FOLD").contains("SPLITANDFOLD");
        r = CliRunner.run("--lang", "en", "event", "new", e.toString(), "--name", "x", "--discipline", "go",
                "--system", "mcmahon", "--handicap-ceiling", "12");
        assertThat(r.code()).isEqualTo(2);
        assertThat(e).doesNotExist();
    }

    @Test
    @DisplayName("McMahon options with a round robin: refused, no file")
    void otherSystemRefused(@TempDir Path dir) {
        Path e = dir.resolve("rr.qicai");
        CliRunner.Run r = CliRunner.run("--lang", "en", "event", "new", e.toString(), "--name", "x", "--system",
                "round-robin", "--bar", "4D", "--handicap-ceiling", "3");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--bar --handicap-ceiling apply to mcmahon and go-swiss only");
        assertThat(e).doesNotExist();
    }

    @Test
    @DisplayName("the New Event dialog offers the same parameters for McMahon: ranks and seeding as choices, with defaults")
    void dialogOffersTheSameOptions() {
        NewEventPresenter p = new NewEventPresenter(TestPlugins.session(Language.ENGLISH));
        Map<String, OptionSpec> o = p.options("mcmahon").stream().collect(Collectors.toMap(OptionSpec::key, x -> x));
        assertThat(o.keySet()).containsAll(GoPairingOptions.KEYS.values());
        assertThat(o.get("og.genMMBar").choices()).contains("9D", "4D", "1D", "1K", "30K");
        assertThat(p.optionHint(o.get("og.genMMBar"))).contains("4D");
        assertThat(o.get("og.paiMaSeedSystem1").choices()).containsExactly("SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP");
        assertThat(NewEventPresenter.isFlag(o.get("og.hdBasedOnMMS"))).isTrue();
    }
}
