package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.print.ReportKind;

/** The printed pairing sheet shows the explanation codes on request, switched in the preview (issue 3 item 8). */
class PreviewExplainTest {
    @TempDir
    Path dir;

    @Test
    void thePairingSheetOffersTheExplanationCodes() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        new NewEventPresenter(s).create(TeamFixtures.form("积分编排", dir.resolve("swiss"), "cn-swiss", Map.of(), 5));
        PlayersPresenter pp = new PlayersPresenter(s);
        for (int i = 0; i < 6; i++) {
            pp.add(new PlayersPresenter.Form("棋手" + i, "单位" + i, Integer.toString(2300 - 10 * i), ""));
        }
        new RoundsPresenter(s).pairNext();
        PreviewPresenter p = PreviewPresenter.of(s, ReportKind.PAIRINGS, 1, false);
        assertThat(p.offersExplain()).isTrue();
        assertThat(p.explain()).isFalse();
        p.setExplain(true);
        assertThat(p.explain()).isTrue();
        assertThat(p.pageCount()).isPositive();
        assertThat(p.render()).isNotNull();
        assertThat(PreviewPresenter.of(s, ReportKind.STANDINGS, 0, false).offersExplain()).isFalse();
        s.close();
    }
}
