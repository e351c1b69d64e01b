package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.Player;
import org.qicai.core.model.Team;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.team.LineupText;
import org.qicai.core.team.MatchView;

/**
 * 出场名单: one team's lineup for one round, as registered positions per board. Each keystroke is
 * checked by the team format's validator without writing ({@link TeamService#checkLineup}) and the
 * rule that forbids the lineup is shown as it is typed; the legal lineups are listed (12.2: any k of
 * n, order kept). Entering stores it ({@link TeamService#enterLineup}).
 */
public final class LineupPresenter {

    /**
     * The verdict on a lineup as typed.
     *
     * @param legal   the format allows it
     * @param message the rule that forbids it, or that it is legal
     * @param boards  who would play on each board: {@code 第1台 王五}
     */
    public record Check(boolean legal, String message, List<String> boards) {
        public Check {
            boards = List.copyOf(boards);
        }
    }

    private final EventSession session;
    private final int round;
    private final int team;

    public LineupPresenter(EventSession session, int round, int team) {
        this.session = session;
        this.round = round;
        this.team = team;
    }

    private Messages m() {
        return session.messages();
    }

    private TeamService service() {
        return new TeamService(session.require());
    }

    public int round() {
        return round;
    }

    public int team() {
        return team;
    }

    private Team teamRecord() {
        return service().snapshot().team(team).orElseThrow(() -> new UserError("no team #" + team));
    }

    /** 第3轮 出场名单 — 滨江队（分台换人制（12.2），4 台）. */
    public String title() {
        TeamService t = service();
        return m().get("lineup.title", Integer.toString(round), teamRecord().name(),
                t.format().displayName(m().locale()), Integer.toString(t.settings().boards()));
    }

    /** The registered players: {@code 1 王五 2350}, {@code 5 赵六 2100（替补）}. */
    public List<String> registered() {
        TeamService t = service();
        int boards = t.settings().boards();
        List<Player> ps = t.players(team);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            Player p = ps.get(i);
            out.add((i + 1) + "  " + p.name() + (p.rating() == null ? "" : "  " + p.rating())
                    + (i >= boards ? "  " + m().get("lineup.substitute") : ""));
        }
        return out;
    }

    /** The lineup the team has for the round now (entered, or the default it would play), as text to edit. */
    public String current() {
        MatchView mv = matchView();
        Lineup l = mv == null ? null : mv.first() != null && mv.first().no() == team ? mv.firstLineup() : mv.secondLineup();
        if (l != null) {
            return l.text();
        }
        TeamService t = service();
        return Lineup.format(t.format().defaultLineup(teamRecord().registered(), t.settings().boards()));
    }

    /** Where the current lineup comes from: entered, the registered order (12.1), a default. */
    public String currentSource() {
        MatchView mv = matchView();
        Lineup l = mv == null ? null : mv.first() != null && mv.first().no() == team ? mv.firstLineup() : mv.secondLineup();
        return l == null ? "" : m().get("lineup.source." + l.source().name().toLowerCase(java.util.Locale.ROOT));
    }

    private MatchView matchView() {
        TeamService t = service();
        return t.round(round).matches().stream().filter(x -> x.match().involves(team)).findFirst().orElse(null);
    }

    /** Whether the round's lineups can still be entered (not locked, deadline not passed) and the format lets a team choose. */
    public boolean editable() {
        TeamService t = service();
        return t.format().choosesLineup() && !t.round(round).lineupsClosed();
    }

    /** Why the lineup cannot be changed, or empty. */
    public String lockedReason() {
        TeamService t = service();
        TeamFormat f = t.format();
        if (!f.choosesLineup()) {
            return m().get("lineup.fixed", f.clause());
        }
        return t.round(round).lineupsClosed() ? m().get("lineup.locked", Integer.toString(round)) : "";
    }

    /** The validator's verdict on what is typed, without writing anything. */
    public Check check(String text) {
        List<Integer> positions;
        try {
            positions = LineupText.parse(text);
        } catch (UserError e) {
            return new Check(false, e.message(m().locale()), List.of());
        }
        TeamService t = service();
        List<Player> ps = t.players(team);
        List<String> boards = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            int pos = positions.get(i);
            String who = pos == 0 ? m().get("lineup.empty") : pos <= ps.size() ? ps.get(pos - 1).name() : "?";
            boards.add(m().get("lineup.board", Integer.toString(i + 1), who));
        }
        String rule = t.checkLineup(team, positions, m().locale());
        return rule == null ? new Check(true, m().get("lineup.legal", t.format().clause()), boards)
                : new Check(false, rule, boards);
    }

    /** Every legal full lineup ({@code 1-2-3-5}); empty with a message in {@link #legalNote()} when too many to list. */
    public List<String> legalLineups() {
        try {
            return service().legalLineups(team).stream().map(Lineup::format).toList();
        } catch (UserError e) {
            return List.of();
        }
    }

    /** Why no list is shown (too many lineups to list), or empty. */
    public String legalNote() {
        try {
            service().legalLineups(team);
            return "";
        } catch (UserError e) {
            return e.message(m().locale());
        }
    }

    /** 提交出场名单: refused with the rule when illegal (nothing written). */
    public Lineup enter(String text) {
        Lineup l = service().lineups().enterLineup(round, team, LineupText.parse(text));
        session.changed();
        return l;
    }
}
