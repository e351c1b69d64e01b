package org.qicai.app.gui;

import java.io.File;
import java.nio.file.Path;
import java.time.LocalDateTime;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.qicai.app.gui.presenter.BackupPresenter;
import org.qicai.app.gui.presenter.Messages;

/** 文件 → 备份…: a consistent copy of the open event where the arbiter chooses (issue 12 item 3). */
final class BackupActions {
    private BackupActions() {
    }

    static void backup(Shell shell) {
        Messages m = shell.messages();
        BackupPresenter p = new BackupPresenter(shell.session());
        JFileChooser fc = new JFileChooser();
        fc.setName("backupChooser");
        fc.setDialogTitle(m.get("backup.title"));
        fc.setFileFilter(new FileNameExtensionFilter(m.get("file.filter"), "qicai"));
        Path suggested = p.suggestedFile(LocalDateTime.now());
        fc.setCurrentDirectory(suggested.getParent() == null ? null : suggested.getParent().toFile());
        fc.setSelectedFile(new File(suggested.toString()));
        if (fc.showSaveDialog(shell.window()) != JFileChooser.APPROVE_OPTION || fc.getSelectedFile() == null) {
            return;
        }
        Path out = BackupPresenter.withSuffix(fc.getSelectedFile().toPath());
        boolean replace = BackupPresenter.exists(out);
        if (replace && !Dialogs.confirm(shell.window(), m, m.get("preview.overwrite", out.toString()))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> shell.status(m.get("status.backedUp", p.backup(out, replace).toString())));
    }
}
