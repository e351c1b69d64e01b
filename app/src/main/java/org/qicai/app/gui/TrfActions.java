package org.qicai.app.gui;

import java.io.File;
import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TrfPresenter;
import org.qicai.core.service.EventService;

/** 文件 → 导入 TRF… / 导出 TRF…: FIDE TRF16 exchange from the main window. */
final class TrfActions {
    private TrfActions() {
    }

    /**
     * Imports a TRF into a new event and opens it; {@code opened} runs before the status line says
     * what was imported. Answers the event, or null when cancelled.
     */
    static EventService importTrf(Shell shell, Runnable opened) {
        Messages m = shell.messages();
        TrfPresenter p = new TrfPresenter(shell.session());
        TrfImportDialog d = new TrfImportDialog(shell.window(), p, m);
        d.setVisible(true);
        EventService svc = d.created();
        if (svc != null) {
            opened.run();
            shell.status(m.get("status.trfImported", Integer.toString(svc.snapshot().players().size()),
                    Integer.toString(svc.snapshot().rounds().size()), svc.file().toString()));
            if (!p.importWarning().isEmpty()) {
                Dialogs.showInfo(shell.window(), m, p.importWarning());
            }
        }
        return svc;
    }

    /** Writes the open event as TRF16 where the arbiter chooses. */
    static void exportTrf(Shell shell) {
        Messages m = shell.messages();
        TrfPresenter p = new TrfPresenter(shell.session());
        JFileChooser fc = new JFileChooser();
        fc.setName("trfExportChooser");
        fc.setDialogTitle(m.get("trf.exportTitle"));
        fc.setFileFilter(new FileNameExtensionFilter(m.get("trf.filter"), "trf", "txt"));
        Path suggested = p.suggestedExportFile();
        fc.setCurrentDirectory(suggested.getParent() == null ? null : suggested.getParent().toFile());
        fc.setSelectedFile(new File(suggested.toString()));
        if (fc.showSaveDialog(shell.window()) != JFileChooser.APPROVE_OPTION || fc.getSelectedFile() == null) {
            return;
        }
        Path out = fc.getSelectedFile().toPath();
        if (TrfPresenter.exists(out) && !Dialogs.confirm(shell.window(), m, m.get("preview.overwrite", out.toString()))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            int n = p.export(out);
            shell.status(m.get("status.trfExported", out.toString(), Integer.toString(n)));
        });
    }
}
