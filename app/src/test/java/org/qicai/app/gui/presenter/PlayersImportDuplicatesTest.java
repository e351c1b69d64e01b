package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.Player;

/** The window's import: duplicates are refused (the panel then asks) and imported once the arbiter allows them. */
class PlayersImportDuplicatesTest {
    @TempDir
    Path dir;

    @Test
    void duplicatesAreRefusedWithTheirRowsThenImportedWhenAllowed() throws Exception {
        EventSession s = Fixtures.eventWith(dir, "甲");
        Path csv = Files.writeString(dir.resolve("entries.csv"), "姓名,单位\n乙,江北\n甲,棋院\n乙,江北\n",
                StandardCharsets.UTF_8);
        PlayersPresenter p = new PlayersPresenter(s);
        PlayerImport.DuplicatesError e = catchThrowableOfType(PlayerImport.DuplicatesError.class, () -> p.importCsv(csv));
        assertThat(e.chinese()).contains("乙（江北）第 2、4 行").contains("甲（棋院）第 3 行，已报名为 1 号");
        assertThat(p.players()).hasSize(1);
        assertThat(Messages.of(Language.CHINESE).has("players.importDuplicates")).isTrue();
        assertThat(Messages.of(Language.ENGLISH).get("players.importDuplicates")).startsWith("Are these different players?");

        assertThat(p.importCsv(csv, true)).isEqualTo(3);
        assertThat(p.players()).extracting(Player::name).containsExactly("甲", "乙", "甲", "乙");
        s.close();
    }
}
