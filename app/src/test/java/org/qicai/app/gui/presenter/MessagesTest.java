package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class MessagesTest {

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessagesTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void chineseAndEnglishBundlesHaveTheSameKeys() throws IOException {
        Properties zh = load("/i18n/messages.properties");
        Properties en = load("/i18n/messages_en.properties");
        assertThat(en.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(zh.stringPropertyNames());
    }

    @Test
    void theBundlesAreReadAsUtf8() {
        assertThat(Messages.of(Language.CHINESE).get("tab.players")).isEqualTo("棋手");
        assertThat(Messages.of(Language.ENGLISH).get("tab.players")).isEqualTo("Players");
    }

    @Test
    void chineseIsShownEvenOnAnEnglishMachine() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.US);
            assertThat(Messages.of(Language.CHINESE).get("tab.rounds")).isEqualTo("轮次");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void patternsFillTheirArguments() {
        assertThat(Messages.of(Language.CHINESE).get("rounds.label", "3", "已公布")).isEqualTo("第 3 轮 · 已公布");
        assertThat(Messages.of(Language.ENGLISH).get("about.text", "1.0")).contains("chief arbiter's desk");
    }

    @Test
    void aMissingKeyIsVisibleNotFatal() {
        assertThat(Messages.of(Language.ENGLISH).get("no.such.key")).isEqualTo("!no.such.key!");
    }
}
