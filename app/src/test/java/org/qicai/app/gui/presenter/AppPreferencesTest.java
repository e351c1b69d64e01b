package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

class AppPreferencesTest {

    @Test
    void theLanguageIsChineseUntilTheArbiterChoosesEnglish() {
        AppPreferences p = AppPreferences.inMemory();
        assertThat(p.language()).isEqualTo(Language.CHINESE);
        p.setLanguage(Language.ENGLISH);
        assertThat(p.language()).isEqualTo(Language.ENGLISH);
    }

    @Test
    void recentFilesAreNewestFirstWithoutDuplicatesAndAtMostEight() {
        AppPreferences p = AppPreferences.inMemory();
        for (int i = 0; i < 10; i++) {
            p.addRecent(Path.of("/events/e" + i + ".qicai"));
        }
        p.addRecent(Path.of("/events/e5.qicai"));
        assertThat(p.recentFiles()).hasSize(8).first().isEqualTo(Path.of("/events/e5.qicai"));
        assertThat(p.recentFiles()).doesNotHaveDuplicates();
        p.removeRecent(Path.of("/events/e5.qicai"));
        assertThat(p.recentFiles()).doesNotContain(Path.of("/events/e5.qicai"));
    }

    @Test
    void javaPreferencesRememberTheLanguageAcrossInstances() throws Exception {
        Preferences node = Preferences.userRoot().node("qicai-test-" + UUID.randomUUID());
        try {
            AppPreferences.of(node).setLanguage(Language.ENGLISH);
            AppPreferences.sync(); // written on the preferences' own thread
            assertThat(AppPreferences.of(node).language()).isEqualTo(Language.ENGLISH);
        } finally {
            node.removeNode();
        }
    }
}
