package org.qicai.app.gui.presenter;

/** One entry of a choice list: the id stored, the label shown (its {@code toString}, for combo boxes). */
public record Choice(String id, String label) {
    @Override
    public String toString() {
        return label;
    }
}
