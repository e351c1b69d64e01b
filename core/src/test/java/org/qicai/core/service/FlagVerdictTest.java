package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl.Flag;
import org.qicai.core.spi.TimeControl.FlagReason;

/** What a fallen flag calls for on the board (offered to the arbiter, entered only once confirmed). */
class FlagVerdictTest {

    @Test
    @DisplayName("xq 22.1: the side whose time ran out loses the game; the first flag decides")
    void timeFlagLosesTheGame22_1() {
        assertThat(FlagVerdict.of(List.of(new Flag(Side.FIRST, 5_412_000, FlagReason.TIME, "")))).contains(Result.SECOND_WIN);
        assertThat(FlagVerdict.of(List.of(new Flag(Side.SECOND, 10, FlagReason.QUOTA, ""),
                new Flag(Side.FIRST, 20, FlagReason.TIME, "")))).contains(Result.FIRST_WIN);
    }

    @Test
    @DisplayName("xq 21.1, 21.3: absent past the limit loses without play; both absent, both lose")
    void latenessIsAForfeit21_1And21_3() {
        assertThat(FlagVerdict.of(List.of(new Flag(Side.SECOND, 0, FlagReason.LATE, ""))))
                .contains(Result.FIRST_WIN_FORFEIT);
        assertThat(FlagVerdict.of(List.of(new Flag(Side.FIRST, 0, FlagReason.LATE, ""),
                new Flag(Side.SECOND, 0, FlagReason.LATE, "")))).contains(Result.DOUBLE_FORFEIT);
    }

    @Test
    void noFlagNothingToEnter() {
        assertThat(FlagVerdict.of(List.of())).isEmpty();
    }
}
