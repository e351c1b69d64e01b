package org.qicai.app.print;

/**
 * What every report's {@link PrintDocument} shares: its title and an A4 page, portrait or landscape
 * (the landscape page is the portrait one turned, so width and height swap).
 */
abstract class A4Document implements PrintDocument {
    private final String title;
    private final boolean landscape;

    A4Document(String title, boolean landscape) {
        this.title = title;
        this.landscape = landscape;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public double pageWidth() {
        return landscape ? Draw.A4_H : Draw.A4_W;
    }

    @Override
    public double pageHeight() {
        return landscape ? Draw.A4_W : Draw.A4_H;
    }
}
