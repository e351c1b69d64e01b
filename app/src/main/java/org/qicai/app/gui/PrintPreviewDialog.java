package org.qicai.app.gui;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.SwingConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PreviewPresenter;

/**
 * 打印预览: the pages exactly as they go to paper (the same drawing as the printer and the PDF), with
 * page navigation, zoom, Print… (the system print dialog, A4) and Save PDF….
 */
final class PrintPreviewDialog extends JDialog {
    private final PreviewPresenter presenter;
    private final Messages m;
    private final AppPreferences prefs;
    private final JLabel pageImage = new JLabel();
    private final JLabel pageLabel = new JLabel();
    private final JLabel zoomLabel = new JLabel();
    private final JLabel statusLabel = new JLabel(" ");
    private final JButton previousButton;
    private final JButton nextButton;
    private final JButton zoomOutButton;
    private final JButton zoomInButton;
    private final JButton savePdfButton;

    PrintPreviewDialog(Window owner, PreviewPresenter presenter, Messages m, AppPreferences prefs) {
        super(owner, m.get("preview.title", presenter.title()), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.m = m;
        this.prefs = prefs;
        setName("printPreviewDialog");
        pageImage.setName("previewPage");
        pageImage.setHorizontalAlignment(SwingConstants.CENTER);
        pageLabel.setName("pageLabel");
        zoomLabel.setName("zoomLabel");
        statusLabel.setName("previewStatus");

        previousButton = Widgets.button("previousPageButton", m.get("preview.previous"), () -> {
            presenter.previous();
            showPage();
        });
        nextButton = Widgets.button("nextPageButton", m.get("preview.next"), () -> {
            presenter.next();
            showPage();
        });
        zoomOutButton = Widgets.button("zoomOutButton", "−", () -> {
            presenter.zoomOut();
            showPage();
        });
        zoomInButton = Widgets.button("zoomInButton", "+", () -> {
            presenter.zoomIn();
            showPage();
        });
        zoomOutButton.setToolTipText(m.get("preview.zoomOut"));
        zoomInButton.setToolTipText(m.get("preview.zoomIn"));
        JButton print = Widgets.button("printButton", m.get("preview.print"), this::print);
        savePdfButton = Widgets.button("savePdfButton", m.get("preview.savePdf"), this::savePdf);
        JButton close = Widgets.button("closeButton", m.get("button.close"), this::dispose);

        JPanel p = new JPanel(new MigLayout("insets dialog, fill", "[grow,fill]", "[][grow,fill][]"));
        JPanel bar = new JPanel(new MigLayout("insets 0, hidemode 3",
                "[][][]unrel[][][]unrel[]push[button,fill][button,fill][button,fill]"));
        javax.swing.JCheckBox explain = new javax.swing.JCheckBox(m.get("preview.explain"), presenter.explain());
        explain.setName("explainCheckBox");
        explain.setVisible(presenter.offersExplain());
        explain.addActionListener(e -> Dialogs.run(this, m, () -> {
            presenter.setExplain(explain.isSelected());
            setTitle(m.get("preview.title", presenter.title()));
            showPage();
        }));
        bar.add(previousButton);
        bar.add(pageLabel, "wmin 90, al center");
        bar.add(nextButton);
        bar.add(zoomOutButton);
        bar.add(zoomLabel, "wmin 50, al center");
        bar.add(zoomInButton);
        bar.add(explain);
        bar.add(print);
        bar.add(savePdfButton);
        bar.add(close);
        p.add(bar, "wrap");
        JPanel canvas = new JPanel(new MigLayout("insets 16, al center center"));
        canvas.setBackground(new Color(0x80, 0x86, 0x8c));
        canvas.add(pageImage);
        JScrollPane scroll = new JScrollPane(canvas);
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.getHorizontalScrollBar().setUnitIncrement(24);
        p.add(scroll, "grow, wrap");
        p.add(statusLabel);

        bindWindow(p, KeyStroke.getKeyStroke(KeyEvent.VK_PAGE_DOWN, 0), "next-page", nextButton::doClick);
        bindWindow(p, KeyStroke.getKeyStroke(KeyEvent.VK_PAGE_UP, 0), "previous-page", previousButton::doClick);
        bindWindow(p, KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK), "zoom-in",
                zoomInButton::doClick);
        bindWindow(p, KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, InputEvent.CTRL_DOWN_MASK), "zoom-out",
                zoomOutButton::doClick);

        Dialogs.install(this, print, this::dispose);
        setContentPane(p);
        showPage();
        Rectangle screen = owner == null ? new Rectangle(0, 0, 1280, 1024)
                : owner.getGraphicsConfiguration().getBounds();
        setSize(new Dimension(Math.min(960, screen.width - 40), Math.min(1000, screen.height - 60)));
        Dialogs.place(this);
    }

    private static void bindWindow(JComponent c, KeyStroke key, String id, Runnable action) {
        c.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(key, id);
        c.getActionMap().put(id, new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                action.run();
            }
        });
    }

    private void showPage() {
        try {
            pageImage.setIcon(new ImageIcon(presenter.render()));
        } catch (RuntimeException e) {
            pageImage.setIcon(null);
            pageImage.setText(Dialogs.logged(m, e));
        }
        pageLabel.setText(presenter.pageText());
        zoomLabel.setText(presenter.zoomText());
        previousButton.setEnabled(presenter.hasPrevious());
        nextButton.setEnabled(presenter.hasNext());
        zoomOutButton.setEnabled(presenter.canZoomOut());
        zoomInButton.setEnabled(presenter.canZoomIn());
    }

    private void print() {
        Dialogs.run(this, m, () -> {
            if (presenter.print()) {
                statusLabel.setText(m.get("preview.printed"));
            }
        });
    }

    private void savePdf() {
        JFileChooser fc = new JFileChooser();
        fc.setName("pdfFileChooser");
        fc.setDialogTitle(m.get("preview.savePdfTitle"));
        fc.setFileFilter(new FileNameExtensionFilter("PDF", "pdf"));
        File dir = prefs.lastDirectory().map(Path::toFile).orElse(null);
        fc.setCurrentDirectory(dir);
        fc.setSelectedFile(new File(dir, presenter.suggestedPdfName()));
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION || fc.getSelectedFile() == null) {
            return;
        }
        Path file = fc.getSelectedFile().toPath();
        if (Files.exists(file) && !Dialogs.confirm(this, m, m.get("preview.overwrite", file.toString()))) {
            return;
        }
        savePdfButton.setEnabled(false);
        statusLabel.setText(m.get("preview.saving"));
        Background.run(this, m, () -> {
            presenter.savePdf(file);
            return file;
        }, f -> {
            statusLabel.setText(m.get("preview.saved", f.toString()));
            if (f.toAbsolutePath().getParent() != null) {
                prefs.setLastDirectory(f.toAbsolutePath().getParent());
            }
        }, () -> {
            savePdfButton.setEnabled(true);
            statusLabel.setText(" ");
        });
    }
}
