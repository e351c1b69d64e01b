package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.StoreException;

/** Issue 12 item 5 in the window: a full disk is said as the arbiter's error, not as an unexpected failure. */
class DialogsStoreErrorTest {
    @Test
    void aFullDiskIsShownInTheArbitersWords() {
        StoreException full = new StoreException("commit failed on x.qicai",
                new RuntimeException("Writing failed", new IOException("No space left on device")));
        assertThat(Dialogs.describe(Messages.of(Language.CHINESE), full)).startsWith("磁盘已满");
        assertThat(Dialogs.describe(Messages.of(Language.ENGLISH), full)).startsWith("the disk is full");
        StoreException bug = new StoreException("read failed", new IllegalStateException("index 3"));
        assertThat(Dialogs.describe(Messages.of(Language.ENGLISH), bug)).startsWith("Something unexpected went wrong")
                .contains("read failed");
    }
}
