package org.qicai.app.gui;

import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.qicai.app.gui.presenter.Messages;

/**
 * The 裁判 (Arbiter) menu: penalty and clock for the board selected in the rounds view, the penalty log and
 * protests, a clock for any time control, withdrawal / expulsion, the tiebreak order and the journal.
 */
final class ArbiterActions {
    private final Shell shell;
    private final Supplier<RoundsPanel> rounds;
    private final IntConsumer showTab;
    private final int penaltiesTab;
    private final int journalTab;

    ArbiterActions(Shell shell, Supplier<RoundsPanel> rounds, IntConsumer showTab, int penaltiesTab, int journalTab) {
        this.shell = shell;
        this.rounds = rounds;
        this.showTab = showTab;
        this.penaltiesTab = penaltiesTab;
        this.journalTab = journalTab;
    }

    JMenu menu(Messages m, List<JMenuItem> eventItems) {
        JMenu menu = new JMenu(m.get("menu.arbiter"));
        menu.setName("arbiterMenu");
        menu.setMnemonic(KeyEvent.VK_A);
        JMenuItem penalty = item("penaltyMenuItem", m.get("menu.penalty"), this::penaltyOnSelectedBoard);
        JMenuItem log = item("penaltyLogMenuItem", m.get("menu.penaltyLog"), () -> showTab.accept(penaltiesTab));
        JMenuItem protests = item("protestsMenuItem", m.get("menu.protests"), () -> ProtestsDialog.open(shell));
        JMenuItem boardClock = item("boardClockMenuItem", m.get("menu.boardClock"), this::clockForSelectedBoard);
        JMenuItem record = item("boardRecordMenuItem", m.get("board.menu"), this::recordForSelectedBoard);
        JMenuItem clock = item("clockMenuItem", m.get("menu.clock"), () -> ClockWindow.openForSpec(shell));
        JMenuItem withdraw = item("withdrawMenuItem", m.get("menu.withdraw"), () -> WithdrawDialog.open(shell));
        JMenuItem tiebreaks = item("tiebreakOrderMenuItem", m.get("menu.tiebreaks"), () -> TiebreakOrderDialog.open(shell));
        JMenuItem journal = item("journalMenuItem", m.get("menu.journal"), () -> showTab.accept(journalTab));
        eventItems.addAll(List.of(penalty, log, protests, boardClock, record, withdraw, tiebreaks, journal));
        menu.add(penalty);
        menu.add(log);
        menu.add(protests);
        menu.addSeparator();
        menu.add(boardClock);
        menu.add(record);
        menu.add(clock);
        menu.addSeparator();
        menu.add(withdraw);
        menu.add(tiebreaks);
        menu.add(journal);
        return menu;
    }

    private JMenuItem item(String name, String text, Runnable action) {
        JMenuItem it = new JMenuItem(text);
        it.setName(name);
        it.addActionListener(e -> Dialogs.run(shell.window(), shell.messages(), action));
        return it;
    }

    /** The round and board selected in the rounds view, or a warning in the status bar and null. */
    private int[] selectedBoard() {
        RoundsPanel r = rounds.get();
        int round = r == null ? 0 : r.selectedRound();
        int board = r == null ? 0 : r.selectedBoard();
        if (round == 0 || board == 0) {
            Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(shell.messages().get("rounds.selectBoard"));
            return null;
        }
        return new int[] {round, board};
    }

    void penaltyOnSelectedBoard() {
        int[] b = selectedBoard();
        if (b != null) {
            PenaltyDialog.open(shell, b[0], b[1]);
        }
    }

    /** 棋谱与裁决 for the board selected in the rounds view. */
    void recordForSelectedBoard() {
        int[] b = selectedBoard();
        if (b != null) {
            BoardWindow.open(shell, b[0], b[1]);
        }
    }

    void clockForSelectedBoard() {
        int[] b = selectedBoard();
        if (b != null) {
            ClockWindow.openForBoard(shell, b[0], b[1]);
        }
    }
}
