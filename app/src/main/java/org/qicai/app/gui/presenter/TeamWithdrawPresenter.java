package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.UserError;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Team;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.team.TeamWithdrawal;

/**
 * 全队退赛 / 除名 (xq 20.2–20.4 for teams, 18.3): a team leaves after a round. Before anything is written
 * the arbiter sees what the rule does — the service's own decision, run and rolled back
 * ({@link TeamService#previewWithdrawTeam}): before the start it leaves the draw (20.2); in a round robin its
 * results are annulled when it met fewer than half of its opponents, else they stand and its remaining
 * matches are forfeits (20.3); in Swiss they stand and it is not paired again (20.4) — with every match it
 * changes. This class reads the form and words the service's answer; the rule is the service's.
 */
public final class TeamWithdrawPresenter extends AbstractWithdrawPresenter {

    /** The form as typed. */
    public record Form(int team, String afterRound, boolean expel, String reason) {
    }

    private static final Pattern ANNULLED = Pattern.compile("round (\\d+) match (\\d+) (.+): annulled");
    private static final Pattern FORFEIT = Pattern.compile("round (\\d+) match (\\d+) (.+): forfeit, (.+) absent \\(21\\.4\\)");

    public TeamWithdrawPresenter(EventSession session) {
        super(session);
    }

    private TeamService service() {
        return new TeamService(session.require());
    }

    /** Whether the open event is a team event. */
    public boolean applies() {
        return session.event().map(e -> TeamSettings.isTeamEvent(e.settings())).orElse(false);
    }

    /** The teams still in the event, as choices {@code 3 滨江队（滨江棋院）}. */
    public List<Choice> activeTeams() {
        List<Choice> out = new ArrayList<>();
        if (!applies()) {
            return out;
        }
        for (Team t : service().teams()) {
            if (t.isActive()) {
                out.add(new Choice(Integer.toString(t.no()), t.no() + " " + t.name()
                        + (t.unit().isEmpty() || t.unit().equals(t.name()) ? "" : m().get("withdraw.unit", t.unit()))));
            }
        }
        return out;
    }

    private static PlayerStatus status(Form f) {
        return f.expel() ? PlayerStatus.EXPELLED : PlayerStatus.WITHDRAWN;
    }

    /** What confirming would do — the service's decision, nothing written. */
    public TeamWithdrawal preview(Form f) {
        if (f.team() <= 0) {
            throw new UserError(m().get("teamWithdraw.error.team"));
        }
        return service().matchResults().previewWithdrawTeam(f.team(), afterRound(f.afterRound()), status(f));
    }

    /** The decision in words (the clause, annulled or standing, opponents met), then each match it changes. */
    public String explanation(TeamWithdrawal r) {
        Team t = r.team();
        String decision = switch (r.clause()) {
            case "20.2" -> m().get("teamWithdraw.before", t.name());
            case "20.3" -> t.annulled()
                    ? m().get("teamWithdraw.annulled", t.name(), Integer.toString(r.opponents()), Integer.toString(r.ofTotal()))
                    : m().get("teamWithdraw.stand", t.name(), Integer.toString(r.opponents()), Integer.toString(r.ofTotal()));
            default -> m().get("teamWithdraw.swiss", t.name());
        };
        StringBuilder sb = new StringBuilder();
        if (t.status() == PlayerStatus.EXPELLED) {
            sb.append(m().get("teamWithdraw.expelAs")).append(' ');
        }
        sb.append(decision);
        if (!r.clause().equals("20.2")) {
            sb.append('\n').append(r.changes().isEmpty() ? m().get("teamWithdraw.noChanges")
                    : m().get("teamWithdraw.changes", Integer.toString(r.changes().size())));
        }
        for (String c : r.changes()) {
            sb.append('\n').append("　").append(change(c));
        }
        return sb.toString();
    }

    /** One changed match in the window's language (the service words it in English). */
    String change(String line) {
        Matcher a = ANNULLED.matcher(line);
        if (a.matches()) {
            return m().get("teamWithdraw.change.annulled", a.group(1), a.group(2), a.group(3));
        }
        Matcher f = FORFEIT.matcher(line);
        if (f.matches()) {
            return m().get("teamWithdraw.change.forfeit", f.group(1), f.group(2), f.group(3), f.group(4));
        }
        return line;
    }

    /** Confirms: one transaction with its journal row naming the rule; every view re-reads the event. */
    public TeamWithdrawal confirm(Form f) {
        if (f.team() <= 0) {
            throw new UserError(m().get("teamWithdraw.error.team"));
        }
        TeamWithdrawal r = service().matchResults().withdrawTeam(f.team(), afterRound(f.afterRound()), status(f), f.reason());
        session.changed();
        return r;
    }

    public String doneMessage(TeamWithdrawal r) {
        Team t = r.team();
        String how = r.clause().equals("20.3") ? m().get(t.annulled() ? "teamWithdraw.how.annulled" : "teamWithdraw.how.stand")
                : r.clause().equals("20.4") ? m().get("teamWithdraw.how.stand") : m().get("teamWithdraw.how.before");
        return m().get(t.status() == PlayerStatus.EXPELLED ? "teamWithdraw.doneExpel" : "teamWithdraw.done",
                Integer.toString(t.no()), t.name(), r.clause(), how);
    }
}
