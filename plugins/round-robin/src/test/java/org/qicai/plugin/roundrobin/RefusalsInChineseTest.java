package org.qicai.plugin.roundrobin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;

/** A round robin's refusals come in Chinese as well as in English (unchanged), with the same numbers. */
class RefusalsInChineseTest {
    private final RoundRobin rr = new RoundRobin();

    private static EventSnapshot event(int players) {
        List<Player> ps = IntStream.rangeClosed(1, players).mapToObj(i -> Player.of(i, "P" + i, "", 2000 - i)).toList();
        return new EventSnapshot(new EventSettings("t", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 7L, Map.of()),
                ps, List.of(), List.of());
    }

    private PairingException refused(EventSnapshot e, int round) {
        Throwable t = catchThrowable(() -> rr.pair(new PairingRequest(e, round, 0L)));
        assertThat(t).isInstanceOf(PairingException.class);
        return (PairingException) t;
    }

    @Test
    @DisplayName("xq 11.2 (附录一 table): a round beyond the table is refused in Chinese with the players and rounds")
    void roundOutsideTheTableInChineseXq11_2() {
        PairingException p = refused(event(6), 6);
        assertThat(p.getMessage()).isEqualTo("round 6 is outside the table: 6 players play 5 rounds");
        assertThat(p.chinese()).isEqualTo("第 6 轮不在对阵表之内：6 名棋手共赛 5 轮");
    }

    @Test
    @DisplayName("one player is no round robin, in Chinese too")
    void tooFewPlayersInChinese() {
        PairingException p = refused(event(1), 1);
        assertThat(p.getMessage()).isEqualTo("a round robin needs at least two players (have 1)");
        assertThat(p.chinese()).isEqualTo("循环赛至少需要两名棋手（现有 1 名）");
    }
}
