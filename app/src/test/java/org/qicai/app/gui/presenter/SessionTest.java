package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;

class SessionTest {
    @TempDir
    Path dir;

    @Test
    void theTitleIsTheAppNameAloneWithoutAnEvent() {
        assertThat(TestPlugins.session(Language.ENGLISH).windowTitle()).isEqualTo("棋裁 QiCai");
    }

    @Test
    void reopeningAnEventFileShowsWhatWasSaved() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        Path file = s.require().file();
        s.closeEvent();
        assertThat(s.hasEvent()).isFalse();
        s.open(file);
        assertThat(s.windowTitle()).isEqualTo("棋裁 QiCai — 测试赛");
        assertThat(new PlayersPresenter(s).players()).hasSize(2);
        s.close();
    }

    @Test
    void aFileThatCannotBeOpenedLeavesTheOpenEventAsItWas() {
        EventSession s = Fixtures.eventWith(dir, "甲");
        assertThatThrownBy(() -> s.open(dir.resolve("missing.qicai"))).isInstanceOf(UserError.class);
        assertThat(s.windowTitle()).isEqualTo("棋裁 QiCai — 测试赛");
        assertThat(s.preferences().recentFiles()).doesNotContain(dir.resolve("missing.qicai"));
        s.close();
    }

    @Test
    void switchingTheLanguageIsRememberedAndAnnounced() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        AtomicInteger changes = new AtomicInteger();
        s.addListener(changes::incrementAndGet);
        s.setLanguage(Language.ENGLISH);
        assertThat(s.messages().get("tab.players")).isEqualTo("Players");
        assertThat(s.preferences().language()).isEqualTo(Language.ENGLISH);
        assertThat(changes).hasValue(1);
    }

    @Test
    void theSampleEventOpensWithItsLastRoundWaitingForResults() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        s.openSample(dir);
        RoundsPresenter r = new RoundsPresenter(s);
        int last = r.lastRound();
        assertThat(last).isGreaterThan(1);
        assertThat(r.boards(last)).anySatisfy(b -> assertThat(b.complete()).isFalse());
        s.close();
    }
}
