package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;

/** What the window shows with no event open: new, open, the sample, and the recent files. */
final class WelcomePanel extends JPanel {
    private final EventSession session;
    private final DefaultListModel<Path> recentModel = new DefaultListModel<>();
    private final JList<Path> recentList = new JList<>(recentModel);
    private final JLabel recentLabel;
    private final JScrollPane recentScroll;

    WelcomePanel(EventSession session, Runnable newEvent, Runnable openEvent, Runnable openSample,
                 Consumer<Path> openRecent) {
        super(new MigLayout("insets dialog, wrap 1, al center center, hidemode 3", "[400::600]", "[]para[]para[]para[]rel[]"));
        this.session = session;
        Messages m = session.messages();
        setName("welcomePanel");
        JLabel title = new JLabel(EventSession.APP_TITLE);
        title.putClientProperty(FlatClientProperties.STYLE_CLASS, "h00");
        JLabel subtitle = new JLabel(m.get("welcome.subtitle"));
        subtitle.putClientProperty(FlatClientProperties.STYLE_CLASS, "large");
        add(title, "al center");
        add(subtitle, "al center");
        JButton newButton = Widgets.button("newEventButton", m.get("welcome.new"), newEvent);
        JButton openButton = Widgets.button("openEventButton", m.get("welcome.open"), openEvent);
        JButton sampleButton = Widgets.button("openSampleButton", m.get("welcome.sample"), openSample);
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[sg b][sg b][sg b]"));
        buttons.add(newButton);
        buttons.add(openButton);
        buttons.add(sampleButton);
        add(buttons, "al center");
        recentLabel = new JLabel(m.get("welcome.recent"));
        add(recentLabel);
        recentList.setName("recentList");
        recentList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        recentList.setVisibleRowCount(8);
        recentList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && recentList.getSelectedValue() != null) {
                    openRecent.accept(recentList.getSelectedValue());
                }
            }
        });
        Widgets.bind(recentList, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "open-recent", () -> {
            if (recentList.getSelectedValue() != null) {
                openRecent.accept(recentList.getSelectedValue());
            }
        });
        recentScroll = new JScrollPane(recentList);
        add(recentScroll, "growx");
    }

    void refresh() {
        recentModel.clear();
        for (Path p : session.preferences().recentFiles()) {
            recentModel.addElement(p);
        }
        recentLabel.setVisible(!recentModel.isEmpty());
        recentScroll.setVisible(!recentModel.isEmpty());
    }
}
