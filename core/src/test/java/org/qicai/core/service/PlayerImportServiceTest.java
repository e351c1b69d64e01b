package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Player;

/** Issue 12 item 4: a refused import writes nothing — no player, no journal row. */
class PlayerImportServiceTest {
    @TempDir
    Path dir;

    private EventService create() {
        EventSettings s = new EventSettings("导入赛", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        EventService svc = EventService.create(dir.resolve("e.qicai"), s, TestPlugins.registry(), "裁判甲");
        svc.registration().addPlayer("王天一", "杭州", 2600, "");
        return svc;
    }

    private static List<PlayerImport.PlayerRow> parse(String text) {
        return PlayerImport.parse(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aRefusedImportAddsNoPlayerAndNoJournalRow() throws Exception {
        try (EventService svc = create()) {
            int players = svc.snapshot().players().size();
            int journal = svc.journal().size();
            byte[] badUtf8 = "姓名,单位\n郑惟桐,四川\n赵鑫鑫,浙江\n".getBytes(StandardCharsets.UTF_8);
            badUtf8[badUtf8.length - 3] = (byte) 0xC0;
            List<byte[]> bad = List.of(badUtf8,
                    "姓名,单位\n郑惟桐,四川\n\"赵鑫鑫,浙江\n蒋川,北京\n".getBytes(StandardCharsets.UTF_8),
                    "姓名,单位\n郑惟桐,四川\n赵\u0007鑫鑫,浙江\n".getBytes(StandardCharsets.UTF_8),
                    ("姓名,单位\n郑惟桐," + "川".repeat(201) + "\n").getBytes(StandardCharsets.UTF_8));
            for (byte[] data : bad) {
                assertThatThrownBy(() -> svc.registration().importPlayers(PlayerImport.parse(data))).isInstanceOf(UserError.class)
                        .hasMessageMatching("(?s).*(line|row) \\d+.*");
            }
            assertThatThrownBy(() -> svc.registration().importPlayers(parse("姓名,单位\n郑惟桐,四川\n王天一,杭州\n")))
                    .isInstanceOf(PlayerImport.DuplicatesError.class)
                    .hasMessageContaining("王天一 (杭州) on row 3, already registered as #1");
            assertThat(svc.snapshot().players()).hasSize(players);
            assertThat(svc.journal()).hasSize(journal);
        }
        try (EventService svc = EventService.open(dir.resolve("e.qicai"), TestPlugins.registry(), "裁判乙")) {
            assertThat(svc.snapshot().players()).extracting(Player::name).containsExactly("王天一");
        }
        assertThat(Files.size(dir.resolve("e.qicai"))).isPositive();
    }

    @Test
    void duplicatesAreImportedWhenTheArbiterAllowsThem() {
        try (EventService svc = create()) {
            List<PlayerImport.PlayerRow> rows = parse("姓名,单位\n王天一,杭州\n郑惟桐,四川\n郑惟桐,四川\n");
            assertThatThrownBy(() -> svc.registration().importPlayers(rows)).isInstanceOf(PlayerImport.DuplicatesError.class)
                    .hasMessageContaining("王天一 (杭州) on row 2, already registered as #1")
                    .hasMessageContaining("郑惟桐 (四川) on rows 3, 4");
            List<Player> added = svc.registration().importPlayers(rows, true);
            assertThat(added).extracting(Player::no).containsExactly(2, 3, 4);
            assertThat(svc.snapshot().players()).hasSize(4);
        }
    }
}
