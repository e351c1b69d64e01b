package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.RoundView;

/**
 * 团体比赛记录表 — the match scoresheet: one page per match with every board (players, colours, a box
 * for each result), the game and match point totals (14.2) and the signatures of both captains and
 * the arbiter. Results already entered are printed in.
 */
final class TeamMatchSheets extends A4Document {
    private final List<Page> pages;

    private record Page(ReportHeader header, String heading, TableLayout table, List<TableLayout.Row> rows,
                        List<String> totals, List<String> signatures) {
    }

    private TeamMatchSheets(String title, List<Page> pages) {
        super(title, false);
        this.pages = pages;
    }

    static PrintDocument of(EventService svc, int roundNo, Locale locale) {
        boolean en = Named.isEnglish(locale);
        RoundView r = TeamPairingSheet.round(new TeamService(svc), roundNo);
        int n = r.round();
        Discipline d = svc.discipline();
        var scheme = svc.scheme();
        var s = svc.settings();
        List<Page> pages = new ArrayList<>();
        for (MatchView m : r.matches()) {
            if (m.match().isBye() || m.match().annulled()) {
                continue;
            }
            String t = en ? "Round " + n + ", match " + m.match().no() + " — match sheet"
                    : "第" + n + "轮 第" + m.match().no() + "场 团体比赛记录表";
            ReportHeader header = new ReportHeader(s, t, "", en);
            String heading = m.first().no() + " " + m.first().name() + (en ? " (first)" : "（先走/主队）") + "   —   "
                    + m.second().no() + " " + m.second().name();
            boolean subs = m.boards().stream().anyMatch(b -> b.board().subRound() > 1);
            List<TableLayout.Column> cols = List.of(
                    new TableLayout.Column(en ? "Bd" : "台次", subs ? 40 : 34, Draw.Align.CENTER),
                    new TableLayout.Column(d.sideName(Side.FIRST, locale), 96, Draw.Align.LEFT),
                    new TableLayout.Column(en ? "Team" : "队", 70, Draw.Align.LEFT),
                    new TableLayout.Column(d.sideName(Side.SECOND, locale), 96, Draw.Align.LEFT),
                    new TableLayout.Column(en ? "Team" : "队", 70, Draw.Align.LEFT),
                    new TableLayout.Column(en ? "Result" : "结果", 60, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "Arbiter" : "裁判签名", 70, Draw.Align.CENTER));
            TableLayout table = new TableLayout(cols, 26, 10);
            List<TableLayout.Row> rows = new ArrayList<>();
            for (BoardView b : m.boards()) {
                boolean firstRed = b.board().firstTeamRed();
                rows.add(new TableLayout.Row(List.of((subs ? b.board().subRound() + "." : "") + b.board().board(),
                        label(b.red(), en), (firstRed ? m.first() : m.second()).name(), label(b.black(), en),
                        (firstRed ? m.second() : m.first()).name(),
                        b.isEmptyBoard() ? (en ? "empty (21.4)" : "空台 21.4") : b.result().code(), ""), null));
            }
            List<String> totals = new ArrayList<>();
            if (m.match().forfeit().isForfeit()) {
                totals.add((en ? "Team forfeit (21.4): " : "团体弃权（21.4）：") + m.score().result().code());
            }
            boolean done = m.score().complete();
            totals.add((en ? "Game points (局分)   " : "局分   ") + m.first().name() + " "
                    + (done ? scheme.format(m.score().firstGame()) : "______") + "  :  "
                    + (done ? scheme.format(m.score().secondGame()) : "______") + " " + m.second().name());
            totals.add((en ? "Match points (场分, 14.2)   " : "场分（14.2）   ") + m.first().name() + " "
                    + (done ? Long.toString(m.score().firstMatch()) : "______") + "  :  "
                    + (done ? Long.toString(m.score().secondMatch()) : "______") + " " + m.second().name());
            if (!m.boardsFinal()) {
                totals.add(en ? "Lineups are not locked yet: the boards above are a preview."
                        : "出场名单尚未锁定，以上台次为预排。");
            }
            List<String> signatures = List.of(
                    (en ? "Captain " : "队长 ") + m.first().name() + "：______________",
                    (en ? "Captain " : "队长 ") + m.second().name() + "：______________",
                    (en ? "Arbiter: " : "裁判员：") + "______________",
                    ReportHeader.signLine(s, en));
            pages.add(new Page(header, heading, table, rows, totals, signatures));
        }
        if (pages.isEmpty()) {
            throw new UserError("第" + n + "轮没有需要进行的比赛（只有轮空或已注销的比赛）", "round " + n + " has no match to play (only byes or annulled matches)", null);
        }
        return new TeamMatchSheets(s.name() + " — " + (en ? "round " + n + " match sheets" : "第" + n + "轮 团体比赛记录表"),
                pages);
    }

    private static String label(Player p, boolean en) {
        return p == null ? (en ? "(empty)" : "（空）") : p.no() + " " + p.name();
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    @Override
    public void paint(Graphics2D g, int index) {
        Page p = pages.get(index);
        double y = p.header().draw(g, pageWidth());
        double x = (pageWidth() - p.table().width()) / 2;
        y += 14;
        Draw.text(g, p.heading(), x, y, Fonts.bold(12));
        y += 10;
        y = p.table().draw(g, x, y, p.rows()) + 24;
        for (String t : p.totals()) {
            Draw.text(g, t, x, y, Fonts.plain(11));
            y += 22;
        }
        y += 16;
        for (String sgn : p.signatures()) {
            Draw.text(g, sgn, x, y, Fonts.plain(11));
            y += 26;
        }
        p.header().footer(g, pageWidth(), pageHeight(), index, pages.size(), "");
    }
}
