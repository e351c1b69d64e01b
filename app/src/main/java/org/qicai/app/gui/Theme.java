package org.qicai.app.gui;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import org.qicai.app.print.Fonts;
import org.slf4j.LoggerFactory;

/**
 * The look and feel: FlatLaf Light with the bundled Chinese font (WenQuanYi Micro Hei) as the
 * default font, so Chinese renders on a machine that has no Chinese font installed. Must run on the
 * event thread before any component exists.
 */
final class Theme {
    private static boolean done;

    private Theme() {
    }

    static synchronized void setup() {
        if (done) {
            return;
        }
        Font base = null;
        try {
            base = Fonts.base(); // registers the bundled font with AWT
            FlatLaf.setPreferredFontFamily(Fonts.FAMILY);
        } catch (RuntimeException e) {
            // the logger looked up here, not in a static field: setting the log up must not delay the window
            LoggerFactory.getLogger(Theme.class).error("bundled Chinese font unavailable; Chinese may show as boxes", e);
        }
        FlatLightLaf.setup();
        if (base != null) {
            Font current = UIManager.getFont("defaultFont");
            int size = current == null ? 13 : current.getSize();
            if (current == null || !Fonts.FAMILY.equals(current.getFamily())) {
                UIManager.put("defaultFont", new FontUIResource(base.deriveFont(Font.PLAIN, size)));
            }
        }
        UIManager.put("Table.showHorizontalLines", true);
        UIManager.put("Table.intercellSpacing", new java.awt.Dimension(0, 1));
        UIManager.put("TabbedPane.showTabSeparators", true);
        done = true;
    }

    /**
     * The language of Swing's own texts — the message boxes' 确定/取消, the file chooser's 查找/文件名/保存
     * — follows the window's (issue 13 item 4), whatever the machine's locale: they come from the JDK's and
     * FlatLaf's resource bundles in the locale of the component, which is this default when it is made.
     */
    static void locale(java.util.Locale locale) {
        javax.swing.JComponent.setDefaultLocale(locale);
        UIManager.getDefaults().setDefaultLocale(locale);
        UIManager.getLookAndFeelDefaults().setDefaultLocale(locale);
    }
}
