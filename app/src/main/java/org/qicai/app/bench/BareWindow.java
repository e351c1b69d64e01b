package org.qicai.app.bench;

import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

/** The baseline of the start-up benchmark: an empty FlatLaf window, started the same way as QiCai. */
public final class BareWindow {
    private BareWindow() {
    }

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
            JFrame f = new JFrame("bare FlatLaf");
            f.add(new JLabel("bare"));
            f.setSize(1100, 750);
            f.setDefaultCloseOperation(JFrame.EXIT_ON_CLOSE);
            f.setVisible(true);
            StartupProbe.shown(f);
        });
    }
}
