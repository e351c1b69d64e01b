package org.qicai.app.gui;

import java.nio.file.Path;
import java.util.function.Supplier;
import javax.swing.JTextField;

/**
 * The event-file field of a dialog that creates an event: it follows a suggestion (the event's name, the
 * TRF file's) until the arbiter types in it or chooses a file.
 */
final class SuggestedFile {
    private final JTextField field;
    private boolean edited;
    private boolean suggesting;

    SuggestedFile(JTextField field) {
        this.field = field;
        field.getDocument().addDocumentListener(new NewEventDialog.Changed(() -> {
            if (!suggesting) {
                edited = true;
            }
        }));
    }

    /** Shows the suggested path, unless the arbiter has edited the field (then the suggestion is not asked for). */
    void suggest(Supplier<Path> suggestion) {
        if (edited) {
            return;
        }
        suggesting = true;
        try {
            field.setText(suggestion.get().toString());
        } finally {
            suggesting = false;
        }
    }

    /** The arbiter chose a file: the field no longer follows. */
    void chosen() {
        edited = true;
    }
}
